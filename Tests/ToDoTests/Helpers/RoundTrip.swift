import Foundation

/// Encodes `value` as JSON and decodes it again, as a file store does between launches.
func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
  let data = try JSONEncoder().encode(value)
  return try JSONDecoder().decode(Value.self, from: data)
}

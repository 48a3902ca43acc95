/// A single line of editable text (`UITextField`); a test types by setting ``text``.
@MainActor
open class TextField: View {
  open var text: String?
  open var placeholder: String?
}

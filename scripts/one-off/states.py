import json, os, subprocess, sys, tempfile, shutil
ROOT = sys.argv[1] if len(sys.argv) > 1 else '/work/wt-12'
M = json.load(open(f'{ROOT}/Exercises/exercises.json')) if os.path.exists(f'{ROOT}/Exercises/exercises.json') else None

def files(folder, trees=('Sources', 'Tests')):
    out = {}
    for t in trees:
        top = os.path.join(folder, t)
        for d, _, fs in os.walk(top):
            for f in fs:
                p = os.path.join(d, f)
                out[os.path.relpath(p, folder)] = open(p, 'rb').read()
    return out

def old_state(ex, kind, ident=None):
    base = files(f'{ROOT}/Exercises/{ex["folder"]}')
    sol = f'{ROOT}/Solutions/{ex["folder"]}'
    if kind == 'starter': return base
    if kind == 'solution': base.update(files(sol)); return base
    if kind == 'stage': base.update(files(f'{sol}/{ident}')); return base
    if kind == 'mutant':
        base.update(files(sol)); base.update(files(f'{sol}/Mutants/{ident}')); return base

def write(state, d):
    for rel, data in state.items():
        p = os.path.join(d, rel); os.makedirs(os.path.dirname(p), exist_ok=True)
        open(p, 'wb').write(data)

def diff(a, b, ctx):
    ta, tb = tempfile.mkdtemp(), tempfile.mkdtemp()
    write(a, os.path.join(ta, 'a')); write(b, os.path.join(tb, 'b'))
    # only files that differ
    out = ''
    for rel in sorted(set(a) | set(b)):
        if a.get(rel) == b.get(rel): continue
        pa = os.path.join(ta, 'a', rel) if rel in a else '/dev/null'
        pb = os.path.join(tb, 'b', rel) if rel in b else '/dev/null'
        r = subprocess.run(['git', 'diff', '--no-index', '--no-color', f'-U{ctx}', pa, pb], capture_output=True, text=True)
        out += r.stdout
    shutil.rmtree(ta); shutil.rmtree(tb)
    return out

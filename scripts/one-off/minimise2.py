"""One-off, second pass: inside a mutant's hunks, keeps the solution's comment lines and
drops the mutant's own, so a mutant patch holds only the code of its mistake."""
import sys, os, subprocess, tempfile, shutil
sys.path.insert(0, '/tmp/w12')
from states import *
from convert_lib import canonical_patch, ENV
from minimise_lib import split, is_comment_only

def is_comment(l): return l[1:].strip().startswith(b'//')

def apply_recount(base, patch):
    t = tempfile.mkdtemp(); write(base, t)
    r = subprocess.run(['git', 'apply', '--recount', '-'], cwd=t, input=patch, capture_output=True, env=ENV)
    assert r.returncode == 0, r.stderr
    out = files(t); shutil.rmtree(t); return out

for ex in M['exercises']:
    sol = old_state(ex, 'solution')
    for m in ex['mutants']:
        path = f'{ROOT}/Solutions/{ex["folder"]}/Mutants/{m["id"]}.patch'
        out = b''
        for f in split(open(path, 'rb').read()):
            out += b''.join(f['head'])
            for h in f['hunks']:
                body = []
                for l in h[1:]:
                    if l.startswith(b'-') and is_comment(l): body.append(b' ' + l[1:])
                    elif l.startswith(b'+') and is_comment(l): continue
                    else: body.append(l)
                out += h[0] + b''.join(body)
        target = apply_recount(sol, out)
        p = canonical_patch(sol, target)
        assert p, path
        open(path, 'wb').write(p)

"""One-off: turns Solutions/*/Mutants/<id>/ and Solutions/*/Stages/<id>/ copies into patches.

A mutant's patch goes from the solution state to the mutant's state; a stage's from the
state before it (the starter, or the previous stage snapshot) to the stage's state. Each
patch is checked by applying it with git to the base and comparing every file.
"""
import sys, os, shutil, subprocess, tempfile
sys.path.insert(0, '/tmp/w12')
from states import *

ENV = dict(os.environ, GIT_CONFIG_NOSYSTEM='1', GIT_CONFIG_GLOBAL='/dev/null')

def canonical_patch(a, b):
    t = tempfile.mkdtemp()
    changed = [r for r in sorted(set(a) | set(b)) if a.get(r) != b.get(r)]
    write({r: a[r] for r in changed if r in a}, os.path.join(t, 'a'))
    write({r: b[r] for r in changed if r in b}, os.path.join(t, 'b'))
    os.makedirs(os.path.join(t, 'a'), exist_ok=True); os.makedirs(os.path.join(t, 'b'), exist_ok=True)
    r = subprocess.run(['git', 'diff', '--no-index', '--no-prefix', '--no-renames', '--no-color', '-U1', 'a', 'b'],
                       cwd=t, capture_output=True, env=ENV)
    shutil.rmtree(t)
    assert r.returncode in (0, 1), r.stderr
    return b''.join(l for l in r.stdout.splitlines(keepends=True) if not l.startswith(b'index '))

def apply(base, patch, exact=True):
    t = tempfile.mkdtemp()
    write(base, t)
    r = subprocess.run(['git', 'apply', '-v', '-'], cwd=t, input=patch, capture_output=True, env=ENV)
    assert r.returncode == 0 and (not exact or b'offset' not in r.stderr), r.stderr
    out = files(t); shutil.rmtree(t); return out


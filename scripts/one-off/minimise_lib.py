"""One-off: drops the hunks of each mutant patch that change only comments (a "Mutant:"
banner, or a comment the solution has since reworded): they are not the mistake."""
import sys, os, re
sys.path.insert(0, '/tmp/w12')
from states import *
from convert_lib import canonical_patch, apply

def is_comment_only(hunk_lines):
    changed = [l[1:].strip() for l in hunk_lines if l[:1] in (b'+', b'-')]
    return all(c == b'' or c.startswith(b'//') for c in changed)

def split(patch):
    files, cur = [], None
    for l in patch.splitlines(keepends=True):
        if l.startswith(b'diff --git'):
            cur = {'head': [l], 'hunks': []}; files.append(cur)
        elif l.startswith(b'@@'):
            cur['hunks'].append([l])
        elif cur['hunks']:
            cur['hunks'][-1].append(l)
        else:
            cur['head'].append(l)
    return files


"""The lists the project keeps once, read by its Python: the X-macro rows of
include/acl/acl_functions.def, include/lower/southbound_functions.def,
include/acl/config_keys.def and include/spy/spy_control.def, and the report writers of
harness/runner/record.c's table. Used by fuzz/seeds/gen_seeds.py,
harness/tests/harness_test.py and scripts/check_lists.py.

Read with regular expressions, not compiled: comments are dropped, a row is
split at its commas outside parentheses and string literals.
"""
import json
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INCLUDE = os.path.join(ROOT, 'include')
ACL_FUNCTIONS = os.path.join('acl', 'acl_functions.def')
SOUTHBOUND = os.path.join('lower', 'southbound_functions.def')
CONFIG_KEYS = os.path.join('acl', 'config_keys.def')
SPY_CONTROL = os.path.join('spy', 'spy_control.def')
RECORD_C = os.path.join('harness', 'runner', 'record.c')

LITERAL = r'"(?:[^"\\\n]|\\.)*"'


def def_rows(path, macro):
    """The arguments of every row `macro(...)` of a .def file, as lists of strings."""
    with open(path, encoding='utf-8') as f:
        text = re.sub(r'/\*.*?\*/', '', f.read(), flags=re.S)
    token = re.compile(r'%s|[(),]|[^"(),]+' % LITERAL)
    rows = []
    for m in re.finditer(r'\b%s\(' % macro, text):
        depth, args, arg = 1, [], ''
        for t in token.finditer(text, m.end()):
            piece = t.group(0)
            depth += {'(': 1, ')': -1}.get(piece, 0)
            if depth == 0 or (piece == ',' and depth == 1):
                args.append(arg.strip())
                arg = ''
                if depth == 0:
                    break
            else:
                arg += piece
        rows.append(args)
    return rows


def acl_functions(include=INCLUDE):
    """(name, profiles) of every ACL function, in the .def's order."""
    return [(r[0], r[3]) for r in def_rows(os.path.join(include, ACL_FUNCTIONS), 'ACLCTS_ACL_FN')]


def southbound(include=INCLUDE):
    """(id, trace name, layer) of every southbound function, in the .def's order."""
    return [(r[0], json.loads(r[1]), r[4]) for r in def_rows(os.path.join(include, SOUTHBOUND), 'ACLCTS_SB_FN')]


def spy_control(include=INCLUDE):
    """(name, required) of every control function of the spy, in the .def's order."""
    return [(r[0], r[3]) for r in def_rows(os.path.join(include, SPY_CONTROL), 'ACLCTS_SPY_FN')]


def config_keys(include=INCLUDE):
    """Every configuration key as a dict of its columns (values as JSON text), in the .def's order."""
    names = ('key', 'section', 'json_type', 'family', 'stage', 'valid', 'invalid')
    rows = []
    for r in def_rows(os.path.join(include, CONFIG_KEYS), 'ACLCTS_CONFIG_KEY'):
        row = dict(zip(names, r))
        for k in ('valid', 'invalid'):
            row[k] = ''.join(json.loads(s) for s in re.findall(LITERAL, row[k]))
        rows.append(row)
    return rows


def report_writers(root=ROOT):
    """(file, writer function) of record.c's table of writers, in its order."""
    with open(os.path.join(root, RECORD_C), encoding='utf-8') as f:
        return re.findall(r'\{"([^"]+)",\s*(aclcts_write_\w+)\}', f.read())

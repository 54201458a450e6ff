#!/usr/bin/env python3
"""Seed corpora for the fuzz targets, generated from the conformance scenarios.

usage: gen_seeds.py CASES_DIR OUT_DIR [INCLUDE_DIR]

Reads conformance/cases/*.c and *.h, and the case helper library beside it
(conformance/helpers/*.c and *.h: its config files and macros), and writes
  OUT_DIR/fuzz_config/    every config text the cases write (one file each),
  OUT_DIR/fuzz_lifecycle/ one fuzz program (fuzz/src/program.h) per test case:
                          its configs, spy faults, callback registrations and
                          lifecycle calls in source order, plus one short
                          program per config text (init, finalize, init,
                          reference);
  OUT_DIR/fuzz_diff/      the same programs.
The C is read with regular expressions, not compiled: a call whose argument
cannot be resolved becomes the closest slot (a path that is never written is
a missing file, an unknown file is "{}"). Seeds only need to be good starting
points; the seeds_format ctest checks each one decodes strictly. The chain
functions and the fault symbols come from the .def files under INCLUDE_DIR
(default: the repository's include/).
"""
import hashlib
import json
import os
import re
import shutil
import sys

(OP_INIT, OP_FIN, OP_REF, OP_REG_INIT, OP_UNREG_INIT, OP_REG_FIN, OP_UNREG_FIN, OP_CONFIG, OP_FAULT, OP_ENV, OP_ERRMSG,
 OP_RT) = range(12)
# RT operations: the chain functions in acl_functions.def's order (program.h), the device ids they pick from,
# slot 4 is NULL. FAULT's symbols: southbound_functions.def's rows before the C layer's (program.h).
# Both are read from the .def files (load_lists).
RT_FNS = []
FAULT_SYMS = []
# The all-keys configuration (conformance/src/config_keys.c builds the same text): include/acl/config_keys.def's
# keys at their valid values, in its order, a section's members in one object. The cases write it through
# aclcts_config_all_keys().
ALL_KEYS_CALL = 'aclcts_config_all_keys'
ALL_KEYS = {}
RT_DEVICES = ["0", "1", "7", "8", "-1"]
RT_NULL = 4
SLOT_NULL, SLOT_EMPTY, SLOT_MISSING, SLOT_DIR, SLOT_FIRST = range(5)
MAX_CONFIGS, MAX_OPS, MAX_LEN = 8, 64, 4096

TYPES = {"ACL_REG_TYPE_ACL_MODEL": 0, "ACL_REG_TYPE_ACL_OP_EXECUTOR": 1, "ACL_REG_TYPE_ACL_OP_CBLAS": 2,
         "ACL_REG_TYPE_ACL_OP_COMPILER": 3, "ACL_REG_TYPE_ACL_TDT_CHANNEL": 4, "ACL_REG_TYPE_ACL_TDT_QUEUE": 5,
         "ACL_REG_TYPE_ACL_DVPP": 6, "ACL_REG_TYPE_ACL_RETR": 7, "ACL_REG_TYPE_OTHER": 8}
FAULT_CODES = [-1, 1, 107000, 207000, 507000, 500000, 100000, -2, 107001, 0x7FFFFFFF]

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'scripts'))
import deflists  # noqa: E402 (the .def readers, scripts/deflists.py)

LITERAL = r'"(?:[^"\\\n]|\\.)*"'
LIT_SEQ = r'(?:%s\s*)+' % LITERAL


def c_unescape(body):
    """Bytes of one C string literal body."""
    out, i = bytearray(), 0
    simple = {'n': 10, 't': 9, 'r': 13, '"': 34, '\\': 92, "'": 39, 'a': 7, 'b': 8, 'f': 12, 'v': 11, '?': 63}
    while i < len(body):
        ch = body[i]
        if ch != '\\':
            out += ch.encode('utf-8')
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in simple:
            out.append(simple[nxt])
            i += 2
        elif nxt == 'x':
            m = re.match(r'[0-9a-fA-F]+', body[i + 2:])
            out.append(int(m.group(0), 16) & 0xff)
            i += 2 + len(m.group(0))
        elif nxt in '01234567':
            m = re.match(r'[0-7]{1,3}', body[i + 1:])
            out.append(int(m.group(0), 8) & 0xff)
            i += 1 + len(m.group(0))
        else:
            out += nxt.encode('utf-8')
            i += 2
    return bytes(out)


def literal_bytes(text):
    return b''.join(c_unescape(m[1:-1]) for m in re.findall(LITERAL, text))


def strip_comments(src):
    return re.sub(r'/\*.*?\*/|//[^\n]*', lambda m: ' ' * len(m.group(0)) if '"' not in m.group(0) else m.group(0),
                  src, flags=re.S)


class Sources:
    def __init__(self, cases_dir):
        self.files = {}
        helpers_dir = os.path.join(cases_dir, os.pardir, 'helpers')
        for folder in [cases_dir] + ([helpers_dir] if os.path.isdir(helpers_dir) else []):
            for name in sorted(os.listdir(folder)):
                if name.endswith(('.c', '.h')):
                    with open(os.path.join(folder, name), encoding='utf-8', errors='replace') as f:
                        self.files[os.path.join(folder, name)] = strip_comments(f.read())
        self.macros = dict(ALL_KEYS)
        for src in self.files.values():
            for m in re.finditer(r'#define\s+(\w+)\s+(%s)' % LIT_SEQ, src):
                self.macros[m.group(1)] = literal_bytes(m.group(2))
        # helpers such as config_braces_file(t) that write one known config
        self.helpers = {}
        for src in self.files.values():
            for m in re.finditer(r'const char \*\s*(\w+)\(aclcts_t \*t\)\s*\{(.*?)\n\}', src, re.S):
                text = self.text_of(m.group(2))
                if text is not None:
                    self.helpers[m.group(1)] = text

    def text_of(self, expr):
        """Config bytes written by an expression containing aclcts_file(...), or None."""
        m = re.search(r'aclcts_file(?:_bytes)?\(\s*t\s*,\s*%s\s*,\s*(%s|\w+)' % (LITERAL, LITERAL), expr)
        if m is None:
            return None
        arg = m.group(1)
        if arg.startswith('"'):
            rest = expr[m.start(1):]
            seq = re.match(LIT_SEQ, rest)
            return literal_bytes(seq.group(0))
        return self.macros.get(arg)

    def config_literals(self):
        """Every string that looks like a config: written to a file or JSON-shaped."""
        found = set(self.macros.values())
        for src in self.files.values():
            for m in re.finditer(LIT_SEQ, src):
                b = literal_bytes(m.group(0))
                s = b.lstrip(b' \t\r\n\xef\xbb\xbf')
                if s[:1] in (b'{', b'[') or b'":' in b:
                    found.add(b)
            for m in re.finditer(r'aclcts_file(?:_bytes)?\(\s*t\s*,\s*%s\s*,\s*(%s)' % (LITERAL, LIT_SEQ), src):
                found.add(literal_bytes(m.group(1)))
        return sorted(b for b in found if len(b) + 8 <= MAX_LEN)


class Program:
    def __init__(self):
        self.ops, self.configs = [], []

    def slot_for(self, text):
        if text in self.configs:
            return SLOT_FIRST + self.configs.index(text)
        if len(self.configs) == MAX_CONFIGS:
            return SLOT_FIRST + MAX_CONFIGS - 1
        self.configs.append(text)
        self.ops.append(bytes([OP_CONFIG, len(text) & 0xff, len(text) >> 8]) + text)
        return SLOT_FIRST + len(self.configs) - 1

    def add(self, *codes):
        if len(self.ops) < MAX_OPS:
            self.ops.append(bytes(codes))

    def calls(self):
        return sum(1 for o in self.ops if o[0] not in (OP_CONFIG, OP_FAULT, OP_ENV))

    def encode(self):
        data = b''.join(self.ops[:MAX_OPS])
        return data if len(data) <= MAX_LEN else None


def split_args(text):
    """Top-level comma split of a call's argument text."""
    args, depth, cur, i = [], 0, '', 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            m = re.match(LITERAL, text[i:])
            cur += m.group(0)
            i += len(m.group(0))
            continue
        if ch in '([{':
            depth += 1
        elif ch in ')]}':
            if depth == 0:
                break
            depth -= 1
        elif ch == ',' and depth == 0:
            args.append(cur.strip())
            cur = ''
            i += 1
            continue
        cur += ch
        i += 1
    args.append(cur.strip())
    return args


def type_index(expr):
    expr = expr.strip()
    for name, idx in TYPES.items():
        if expr.endswith(name):
            return idx
    m = re.search(r'(-?\d+|0x[0-9a-fA-F]+)\s*$', expr)
    if m:
        v = int(m.group(1), 0)
        return v if 0 <= v <= 7 else (8 if v == 0xFFFF else 11 if v < 0 else 10)
    return 10


def cb_index(expr):
    expr = expr.strip()
    if expr in ('NULL', '0', '(aclInitCallbackFunc)NULL', '(aclFinalizeCallbackFunc)NULL'):
        return 4
    if expr.endswith('cb2'):
        return 1
    if expr.endswith('_cb'):
        return 0
    return 2


def ret_index(value):
    if value in (None, '0', 'ACL_SUCCESS', 'ACL_ERROR_NONE'):
        return 0
    if value in ('507899',):
        return 6
    if value in ('1',):
        return 7
    return 5


class CaseReader:
    CALL = None  # a call of an ACL function (acl_functions.def) or of aclcts_fail: set by load_lists

    def __init__(self, sources, body):
        self.src, self.body = sources, body
        self.cb_rets = {m.group(1): m.group(2) for m in
                        re.finditer(r'(\w+)\s*=\s*\{[^}]*?\.ret\s*=\s*([\w-]+)', body)}
        self.vars = {}
        for m in re.finditer(r'(\w+)\s*=\s*([^;]*aclcts_file[^;]*);', body):
            text = sources.text_of(m.group(2))
            if text is not None:
                self.vars[m.group(1)] = text
        for m in re.finditer(r'(\w+)\s*=\s*(\w+)\(t\)\s*;', body):
            if m.group(2) in sources.helpers:
                self.vars[m.group(1)] = sources.helpers[m.group(2)]
        self.paths = set(m.group(1) for m in re.finditer(r'(\w+)\s*=\s*aclcts_path\(', body))

    def init_slot(self, prog, arg):
        arg = arg.strip()
        if arg in ('NULL', '0'):
            return SLOT_NULL
        if arg == '""':
            return SLOT_EMPTY
        if 'workdir' in arg or arg == '"/dev/null"':
            return SLOT_DIR
        text = self.src.text_of(arg)
        if text is None:
            m = re.match(r'(\w+)\(t\)$', arg)
            text = self.src.helpers.get(m.group(1)) if m else None
        if text is None and arg in self.vars:
            text = self.vars[arg]
        if text is None and (arg in self.paths or 'aclcts_path' in arg or arg.startswith('"')):
            return SLOT_MISSING
        return prog.slot_for(text if text is not None else b'{}')

    def program(self):
        prog = Program()
        for m in self.CALL.finditer(self.body):
            fn, args = m.group(1), split_args(self.body[m.end():])
            self.emit(prog, fn, args)
        return prog

    @staticmethod
    def rt_operands(fn, args):
        """(b, c) of an RT operation: device index for the device functions, slot 0 or NULL for the rest."""
        def dev(arg):
            return RT_DEVICES.index(arg.strip()) if arg.strip() in RT_DEVICES else 0

        def slot(arg):
            return RT_NULL if arg.strip() in ('NULL', '0', '') else 0
        args = args + ['', '']
        if fn in ("aclrtSetDevice", "aclrtResetDevice", "aclrtResetDeviceForce"):
            return dev(args[0]), 0
        if fn == "aclrtCreateContext":
            return slot(args[0]), dev(args[1])
        if fn == "aclrtRecordEvent" or fn.startswith("aclrtAllocatorSet") or fn in (
                "aclrtAllocatorRegister", "aclrtAllocatorGetByStream"):
            return slot(args[0]), slot(args[1])
        if fn == "aclrtAllocatorCreateDesc":
            return 0, 0
        return slot(args[0]), 0

    def emit(self, prog, fn, args):
        if fn in RT_FNS:
            prog.add(OP_RT, RT_FNS.index(fn), *self.rt_operands(fn, args))
        elif fn.startswith('aclrt'):
            pass
        elif fn == 'aclInit':
            prog.add(OP_INIT, self.init_slot(prog, args[0]))
        elif fn == 'aclFinalize':
            prog.add(OP_FIN)
        elif fn == 'aclFinalizeReference':
            prog.add(OP_REF, 0 if args[0] in ('NULL', '0', '') else 1)
        elif fn == 'aclGetRecentErrMsg':
            prog.add(OP_ERRMSG)
        elif fn == 'aclcts_fail' and len(args) >= 4:
            sym = literal_bytes(args[1]).decode('utf-8', 'replace')
            if sym in FAULT_SYMS:
                try:
                    code = int(args[2], 0)
                except ValueError:
                    code = -1
                prog.add(OP_FAULT, FAULT_SYMS.index(sym), FAULT_CODES.index(code) if code in FAULT_CODES else 0,
                         int(args[3], 0) % 4 if args[3].isdigit() else 0)
        elif len(args) >= 2:
            is_init = fn.startswith('aclInit')
            reg = 'UnRegister' not in fn
            op = (OP_REG_INIT if reg else OP_UNREG_INIT) if is_init else (OP_REG_FIN if reg else OP_UNREG_FIN)
            t, cb = type_index(args[0]), cb_index(args[1])
            if reg:
                var = args[2].lstrip('&').strip() if len(args) > 2 else ''
                prog.add(op, t, cb, ret_index(self.cb_rets.get(var)))
            else:
                prog.add(op, t, cb)


def test_bodies(src):
    for m in re.finditer(r'ACLCTS_TEST\(\s*(\w+)\s*,\s*(\w+)[^)]*\)\s*\{', src):
        depth, i = 1, m.end()
        while depth and i < len(src):
            depth += {'{': 1, '}': -1}.get(src[i], 0)
            i += 1
        yield m.group(1) + '.' + m.group(2), src[m.end():i]


def write(dirpath, name, data, seen):
    digest = hashlib.sha1(data).hexdigest()
    if digest in seen:
        return
    seen.add(digest)
    with open(os.path.join(dirpath, name), 'wb') as f:
        f.write(data)


def rt(name, b=0, c=0, thread=False):
    """An RT operation: RT_FNS index, plus len(RT_FNS) on a new thread."""
    return (OP_RT, RT_FNS.index(name) + (len(RT_FNS) if thread else 0), b, c)


def thread_programs():
    """The chain's thread binding (THR006-THR010), which the case reader cannot see: a new thread has no
    context; a context set on one thread is shared by making it current on another; a reset on another
    thread counts against the same device; init/finalize in between change none of it."""
    progs = {
        'thr-new-thread-has-none': [rt('aclrtSetDevice'), rt('aclrtGetDevice', thread=True),
                                    rt('aclrtGetCurrentContext', thread=True), rt('aclrtCreateStream', thread=True),
                                    rt('aclrtGetDevice')],
        'thr-share-a-context': [rt('aclrtCreateContext', 0, 1), rt('aclrtSetCurrentContext', 0, thread=True),
                                rt('aclrtDestroyContext', 0, thread=True), rt('aclrtGetCurrentContext')],
        'thr-reset-elsewhere': [(OP_INIT, SLOT_NULL), rt('aclrtSetDevice', 1), rt('aclrtCreateStream', 0),
                                rt('aclrtResetDevice', 1, thread=True), (OP_FIN,), rt('aclrtSynchronizeStream', 0),
                                rt('aclrtResetDevice', 1), rt('aclrtSynchronizeStream', 0)],
        'thr-events-across': [rt('aclrtSetDevice'), rt('aclrtCreateEvent', 0), rt('aclrtCreateStream', 0),
                              rt('aclrtRecordEvent', 0, 0, thread=True), rt('aclrtSynchronizeEvent', 0, thread=True),
                              rt('aclrtCreateContext', 1, 2), rt('aclrtRecordEvent', 0, 0),
                              rt('aclrtDestroyStream', 0), rt('aclrtDestroyEvent', 0)],
    }
    for name, ops in sorted(progs.items()):
        prog = Program()
        for op in ops:
            prog.add(*op)
        yield name, prog


def load_lists(include_dir):
    """RT_FNS, FAULT_SYMS and the all-keys configuration from the .def files under include_dir."""
    RT_FNS[:] = [name for name, profiles in deflists.acl_functions(include_dir) if profiles == 'NONE']
    sb = deflists.southbound(include_dir)
    first_clayer = next(i for i, (_id, _trace, layer) in enumerate(sb) if layer == 'CLAYER')
    FAULT_SYMS[:] = [trace for _id, trace, _layer in sb[:first_clayer]]
    ALL_KEYS[ALL_KEYS_CALL] = all_keys_config(deflists.config_keys(include_dir))
    names = sorted((name for name, _profiles in deflists.acl_functions(include_dir)), key=len, reverse=True)
    CaseReader.CALL = re.compile(r'(%s|aclcts_fail)\s*\(' % '|'.join(names))


def all_keys_config(keys):
    """The compact JSON text of every key at its valid value."""
    root = {}
    for k in keys:
        into = root if k['section'] == 'ROOT' else root.setdefault(k['section'], {})
        into[k['key']] = json.loads(k['valid'])
    return json.dumps(root, separators=(',', ':'), ensure_ascii=False).encode('utf-8')


def main():
    cases_dir, out_dir = sys.argv[1], sys.argv[2]
    load_lists(sys.argv[3] if len(sys.argv) > 3 else deflists.INCLUDE)
    src = Sources(cases_dir)
    dirs = {t: os.path.join(out_dir, t) for t in ('fuzz_config', 'fuzz_lifecycle', 'fuzz_diff')}
    for d in dirs.values():
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
    seen = {t: set() for t in dirs}
    configs = src.config_literals()
    for text in configs:
        name = 'cfg-' + hashlib.sha1(text).hexdigest()[:12]
        write(dirs['fuzz_config'], name, text, seen['fuzz_config'])
        prog = Program()
        slot = prog.slot_for(text)
        for op in ((OP_INIT, slot), (OP_FIN,), (OP_INIT, slot), (OP_INIT, SLOT_NULL), (OP_REF, 1), (OP_REF, 1)):
            prog.add(*op)
        for t in ('fuzz_lifecycle', 'fuzz_diff'):
            write(dirs[t], name, prog.encode(), seen[t])
    cases = 0
    for fname, text in src.files.items():
        for test, body in test_bodies(text):
            prog = CaseReader(src, body).program()
            data = prog.encode()
            if data is None or prog.calls() == 0:
                continue
            cases += 1
            name = 'case-' + test
            write(dirs['fuzz_diff'], name, data, seen['fuzz_diff'])
            write(dirs['fuzz_lifecycle'], name, data, seen['fuzz_lifecycle'])
    for name, prog in thread_programs():
        for t in ('fuzz_lifecycle', 'fuzz_diff'):
            write(dirs[t], name, prog.encode(), seen[t])
    for t, d in dirs.items():
        print('%s: %d seeds' % (t, len(os.listdir(d))))
    print('from %d configs and %d test cases' % (len(configs), cases))


if __name__ == '__main__':
    main()

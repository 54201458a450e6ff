#!/usr/bin/env python3
"""fuzz_rt_diff's seed corpus from its readable form.

usage: gen_rt_seeds.py SEEDS_TXT OUT_DIR

SEEDS_TXT holds sequences separated by blank lines; '#' starts a comment.
Each line is one call as fuzz_rt_diff's reports print it (fuzz/src/rt_seq.h,
the operand tables of fuzz/src/rt_seq.c), e.g. "T1 rtCtxCreateEx(&ctx[2], 0, 3)",
"T0 rtEventRecord(evt[0], NULL)" or "T0 rtMemcpy(mem[1], full, mem[0], half, 1)",
optionally followed by "[unobserved]"; a report's sequence can be pasted in
as it is. Each sequence becomes OUT_DIR/<sha1 prefix>: an opcode byte and the
call's operand bytes per call. An unknown call or operand is an error.
"""
import hashlib
import os
import re
import shutil
import sys

# enum rtd_fn order (fuzz/src/rt_seq.h).
FNS = ["rtSetDevice", "rtDeviceReset", "rtDeviceResetForce", "rtGetDevice", "rtGetDeviceCount", "rtGetRunMode",
       "rtDeviceSynchronize", "rtSetDefaultDeviceId", "rtCtxCreateEx", "rtCtxDestroyEx", "rtCtxSetCurrent",
       "rtCtxGetCurrent", "rtStreamCreate", "rtStreamDestroy", "rtStreamSynchronize", "rtEventCreate",
       "rtEventDestroy", "rtEventRecord", "rtEventSynchronize",
       "rtMalloc", "rtFree", "rtMallocHost", "rtFreeHost", "rtMemcpy", "rtMemset", "rtMemcpyAsync",
       "rtMemsetAsync", "rtMemGetInfoEx",
       "rtsStreamCreate", "rtStreamDestroyForce", "rtStreamGetFlags", "rtStreamGetPriority", "rtsStreamGetId",
       "rtSetStreamOverflowSwitch", "rtGetStreamOverflowSwitch", "rtsCtxGetCurrentDefaultStream",
       "rtStreamWaitEvent", "rtEventCreateWithFlag", "rtEventQuery", "rtEventReset",
       "rtDeviceSynchronizeWithTimeout",
       "rtGetDeviceSatMode", "rtSetDeviceSatMode", "rtSetOpExecuteTimeOutV2",
       "rtGetLastError", "rtPeekAtLastError", "rtsGetResInCurrentThread", "rtsDeviceGetInfo"]
# The operand bytes after the opcode (rtd_operand_bytes).
OPERAND_BYTES = {"rtMalloc": 2, "rtMemcpy": 2, "rtMemset": 2, "rtMemsetAsync": 2, "rtsStreamCreate": 2,
                 "rtsDeviceGetInfo": 2, "rtMemcpyAsync": 3}
# The operand tables (fuzz/src/rt_seq.c).
DEVICES = [0, 1, 3, 7, 8, -1]  # rtd_devices
SIZES = [0, 1, 31, 32, 100, 256, 4096, 65536]
MEM_TYPES = [0x0, 0x400, 0x800, 0x1000]
SET_VALS = [0, 0x5A, 0x1A5, 0xFFFFFFFF]
AMOUNTS = ["0", "1", "half", "full"]
INFO_TYPES = [0, 1, 2, 12, 15, 17, 18, -1]
PRIORITIES = [0, 1, 3, 7, 8, 100, 0xFFFFFFFF, 0x80000000]
STREAM_FLAGS = [0x0, 0x1, 0x4, 0x8, 0x200, 0x400, 0x800, 0x2800, 0x0801, 0x600, 0x201, 0x404, 0x9, 0x208, 0x605,
                0x401, 0x40, 0x80, 0x10000, 0xFF40, 0x41, 0x2801, 0x804, 0x808, 0xA00, 0x2C00, 0xC0, 0xD, 0x609,
                0x20000, 0x5, 0x80000000]
EVENT_FLAGS = [0x0, 0x1, 0x2, 0x4, 0x8, 0x10, 0x20, 0x40, 0xE, 0x5, 0x9, 0x21, 0x30, 0x3F, 0x80, 0xFFFFFFFF]
SYNC_TIMEOUTS = [-1, 0, 1000, 10000, 3000, -2, 2147483647, -2147483648]
SAT_MODES = [0, 1, 2, -1]
OP_TIMEOUTS = [0, 1, 1000, 4294967, 4294968, 1000000, 1000000000000, 18446744073709551615]
LEVELS = [0, 2, -1]
RES_TYPES = [0, 1, 2, -1]
ATTRS = [1, 101, 201, 202, 203, 204, 205, 212, 301, 401, 405, 409, 501, 601, 0, 999]
NULL_SLOT = 4
LINE = re.compile(r"^T([01])\s+(\w+)\((.*)\)(\s*\[unobserved\])?$")


def slot(arg):
    """ctx[2], &stm[1], NULL -> the slot number (4 is NULL)."""
    arg = arg.strip().lstrip("&")
    if arg == "NULL":
        return NULL_SLOT
    m = re.match(r"^(ctx|stm|evt|mem)\[([0-3])\]$", arg)
    if not m:
        raise ValueError("not a handle slot: " + arg)
    return int(m.group(2))


def out(arg):
    """An output pointer: &x -> 0, NULL -> the NULL slot."""
    return NULL_SLOT if arg.strip() == "NULL" else 0


def pick(table, text):
    value = int(text, 0)
    for i, v in enumerate(table):
        if v == value or (v < 0 and v + (1 << 32) == value):
            return i
    raise ValueError("not in its table: " + text)


def config(text):
    """rtsStreamCreate's configuration -> (a, c)."""
    text = text.strip()
    if text == "NULL":
        return 0, 0
    if text == "{attrs=NULL}":
        return 5, 0
    if text == "{attr3=0}":
        return 6, 0
    if text == "{}":
        return 7, 0
    items = [i.strip() for i in text.strip("{}").split(",")]
    names = [i.split("=")[0] for i in items]
    vals = dict(i.split("=") for i in items)
    prio = pick(PRIORITIES, vals["priority"]) if "priority" in vals else 0
    flags = pick(STREAM_FLAGS, vals["flags"]) if "flags" in vals else 0
    a = {("priority",): 1, ("flags",): 2, ("priority", "flags"): 3, ("flags", "priority"): 4}[tuple(names)]
    return a, prio | (flags << 3)


def split_args(text):
    """Top-level commas only (a configuration holds its own)."""
    args, depth, cur = [], 0, ""
    for ch in text:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == "," and depth == 0:
            args.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        args.append(cur.strip())
    return args


def operands(name, args):
    """(a, b, c, d) of one call."""
    a = b = c = d = 0
    if name in ("rtSetDevice", "rtDeviceReset", "rtDeviceResetForce", "rtSetDefaultDeviceId"):
        a = DEVICES.index(int(args[0]))
    elif name == "rtCtxCreateEx":
        b, a = slot(args[0]), DEVICES.index(int(args[2]))
    elif name in ("rtEventRecord", "rtEventReset"):
        b, a = slot(args[0]), slot(args[1])
    elif name == "rtStreamWaitEvent":
        a, b = slot(args[0]), slot(args[1])
    elif name in ("rtMalloc", "rtMallocHost"):
        b, a = slot(args[0]), SIZES.index(int(args[1]))
        if name == "rtMalloc":
            c = MEM_TYPES.index(int(args[2], 0))
    elif name in ("rtMemcpy", "rtMemcpyAsync"):
        b, a = slot(args[0]), slot(args[2])
        c = AMOUNTS.index(args[1]) | (AMOUNTS.index(args[3]) << 2) | (int(args[4]) << 4)
        if name == "rtMemcpyAsync":
            d = slot(args[5])
    elif name in ("rtMemset", "rtMemsetAsync"):
        b, a = slot(args[0]), pick(SET_VALS, args[2])
        c = AMOUNTS.index(args[1]) | (AMOUNTS.index(args[3]) << 2)
        if name == "rtMemsetAsync":
            c |= slot(args[4]) << 4
    elif name == "rtMemGetInfoEx":
        a, b = pick(INFO_TYPES, args[0]), out(args[1])
    elif name == "rtsStreamCreate":
        b = slot(args[0])
        a, c = config(args[1])
    elif name in ("rtStreamGetFlags", "rtStreamGetPriority", "rtsStreamGetId", "rtGetStreamOverflowSwitch"):
        b, a = slot(args[0]), out(args[1])
    elif name == "rtSetStreamOverflowSwitch":
        b, a = slot(args[0]), int(args[1])
    elif name == "rtsCtxGetCurrentDefaultStream":
        if args[0] == "NULL":
            a = NULL_SLOT
        else:
            b = slot(args[0])
    elif name == "rtEventCreateWithFlag":
        b, a = slot(args[0]), pick(EVENT_FLAGS, args[1])
    elif name == "rtDeviceSynchronizeWithTimeout":
        a = SYNC_TIMEOUTS.index(int(args[0]))
    elif name == "rtGetDeviceSatMode":
        b = out(args[0])
    elif name == "rtSetDeviceSatMode":
        a = SAT_MODES.index(int(args[0]))
    elif name == "rtSetOpExecuteTimeOutV2":
        a, b = OP_TIMEOUTS.index(int(args[0])), out(args[1])
    elif name in ("rtGetLastError", "rtPeekAtLastError"):
        a = LEVELS.index(int(args[0]))
    elif name == "rtsGetResInCurrentThread":
        a, b = RES_TYPES.index(int(args[0])), out(args[1])
    elif name == "rtsDeviceGetInfo":
        a, c, b = DEVICES.index(int(args[0])), ATTRS.index(int(args[1])), out(args[2])
    elif args and args[0].lstrip("&")[:3] in ("ctx", "stm", "evt", "mem", "NUL"):
        b = slot(args[0])
    return a, b, c, d


def encode(line):
    m = LINE.match(line)
    if not m or m.group(2) not in FNS:
        raise ValueError("not a call: " + line)
    thread, name = int(m.group(1)), m.group(2)
    fn = FNS.index(name)
    args = split_args(m.group(3)) if m.group(3).strip() else []
    try:
        a, b, c, d = operands(name, args)
    except (IndexError, KeyError) as e:
        raise ValueError("bad operands: " + line) from e
    if m.group(4):  # the second block of function values: no look at the current contexts
        fn += len(FNS)
    extra = OPERAND_BYTES.get(name, 1) - 1
    return bytes([(thread << 7) | fn, (b << 4) | a] + [c, d][:extra])


def sequences(text):
    block = []
    for raw in text.splitlines() + [""]:
        line = raw.split("#", 1)[0].strip()
        if line:
            block.append(line)
        elif block:
            yield block
            block = []


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    src, out_dir = sys.argv[1], sys.argv[2]
    shutil.rmtree(out_dir, ignore_errors=True)
    os.makedirs(out_dir)
    with open(src, encoding="utf-8") as f:
        text = f.read()
    for n, block in enumerate(sequences(text), 1):
        try:
            data = b"".join(encode(line) for line in block)
        except ValueError as e:
            sys.exit("%s: sequence %d: %s" % (src, n, e))
        with open(os.path.join(out_dir, hashlib.sha1(data).hexdigest()[:16]), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()

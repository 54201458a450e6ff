#!/usr/bin/env python3
"""fuzz_rt_diff's seed corpus from its readable form.

usage: gen_rt_seeds.py SEEDS_TXT OUT_DIR

SEEDS_TXT holds sequences separated by blank lines; '#' starts a comment.
Each line is one call as fuzz_rt_diff's reports print it (fuzz/src/rt_seq.h),
e.g. "T1 rtCtxCreateEx(&ctx[2], 0, 3)" or "T0 rtEventRecord(evt[0], NULL)",
optionally followed by "[unobserved]";
a report's sequence can be pasted in as it is. Each sequence becomes
OUT_DIR/<sha1 prefix>, two bytes per call. An unknown call is an error.
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
       "rtEventDestroy", "rtEventRecord", "rtEventSynchronize"]
DEVICES = [0, 1, 3, 7, 8, -1]  # rtd_devices
NULL_SLOT = 4
LINE = re.compile(r"^T([01])\s+(\w+)\((.*)\)(\s*\[unobserved\])?$")


def slot(arg):
    """ctx[2], &stm[1], NULL -> the slot number (4 is NULL)."""
    arg = arg.strip().lstrip("&")
    if arg == "NULL":
        return NULL_SLOT
    m = re.match(r"^(ctx|stm|evt)\[([0-3])\]$", arg)
    if not m:
        raise ValueError("not a handle slot: " + arg)
    return int(m.group(2))


def encode(line):
    m = LINE.match(line)
    if not m or m.group(2) not in FNS:
        raise ValueError("not a call: " + line)
    thread, fn = int(m.group(1)), FNS.index(m.group(2))
    args = [a.strip() for a in m.group(3).split(",")] if m.group(3).strip() else []
    a = b = 0
    name = m.group(2)
    if name in ("rtSetDevice", "rtDeviceReset", "rtDeviceResetForce", "rtSetDefaultDeviceId"):
        a = DEVICES.index(int(args[0]))
    elif name == "rtCtxCreateEx":
        b, a = slot(args[0]), DEVICES.index(int(args[2]))
    elif name == "rtEventRecord":
        b, a = slot(args[0]), slot(args[1])
    elif args and args[0].lstrip("&")[:3] in ("ctx", "stm", "evt", "NUL"):
        b = slot(args[0])
    if m.group(4):  # the second block of function values: no look at the current contexts
        fn += len(FNS)
    return bytes([(thread << 7) | fn, (b << 4) | a])


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
    src, out = sys.argv[1], sys.argv[2]
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    with open(src, encoding="utf-8") as f:
        text = f.read()
    for n, block in enumerate(sequences(text), 1):
        try:
            data = b"".join(encode(line) for line in block)
        except ValueError as e:
            sys.exit("%s: sequence %d: %s" % (src, n, e))
        with open(os.path.join(out, hashlib.sha1(data).hexdigest()[:16]), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()

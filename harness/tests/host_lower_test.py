#!/usr/bin/env python3
"""--southbound system on a host without the product's lower layers.

Usage: host_lower_test.py --runner PATH --build DIR --provider SO --hosted SO --spy SO --weak SO --address SO

run, probe and diff stop with exit 2 before anything runs when nothing on
the host provides a southbound function the target imports, and name them by
layer (harness/runner/host_lower.c); a target that imports none, or whose
imports the host provides (through its own DT_NEEDED, or preloaded), runs.
This machine has no CANN lower layers: the bundled reference is the target
whose imports nothing provides.
"""
import argparse
import os
import re
import shutil
import sys

from harness_test import FEW, Ctx, Failure, check, common, with_status

SYSTEM = ("--southbound", "system")
ADVICE = "Install the CANN lower layers on the loader path"


def preload(lib):
    """The environment that preloads lib (a sanitizer runtime then does not come
    first, which is fine for these runs)."""
    asan = os.environ.get("ASAN_OPTIONS", "")
    return {"LD_PRELOAD": lib, "ASAN_OPTIONS": (asan + ":" if asan else "") + "verify_asan_link_order=0"}


def stopped(rc, se, surv, what, want):
    """The refusal: exit 2, the layers and the advice, no survivor."""
    check(rc == 2, "%s: exit %d, expected 2; stderr:\n%s" % (what, rc, se[-2000:]))
    check(not surv, "%s: processes survived: %s" % (what, surv))
    check(ADVICE in se and "--southbound system" in se, "%s: no advice in:\n%s" % (what, se))
    for w in want:
        check(w in se, "%s: the message lacks %r:\n%s" % (what, w, se))


def no_lookup_crash(res, what):
    bad = [t["name"] for t in with_status(res, "crash") if "symbol lookup error" in t["message"]]
    check(not bad, "%s: tests died in the loader: %s" % (what, bad[:5]))


def product_imports():
    """(all, runtime): how many southbound functions the product library
    imports, the rows of include/lower/southbound_functions.def of layers
    PRODUCT and COMMON, and how many of them are the runtime's (rt*)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "include", "lower",
                        "southbound_functions.def")
    with open(path, encoding="utf-8") as f:
        rows = re.findall(r'ACLCTS_SB_FN\(\s*\w+,\s*"([^"]+)",[^)]*?,\s*(\w+)\)', f.read())
    names = [name for name, layer in rows if layer in ("PRODUCT", "COMMON")]
    return len(names), sum(1 for n in names if n.startswith("rt"))


def run_stops_for_the_reference(ctx):
    out = os.path.join(ctx.tmp, "reference-system")
    rc, se, took, surv, res, out = ctx.run(ctx.reference, *SYSTEM, "--jobs", "2", out=out)
    count, runtime = product_imports()
    stopped(rc, se, surv, "run of the reference", [
        "nothing on this host provides %d of the %d southbound functions" % (count, count),
        "error manager (1): error_message::ErrMgrInit", "runtime (%d): rtSetDefaultDeviceId" % runtime,
        "msprof (3): MsprofInit", "adump (3)", "slog (2): DlogReportInitialize"])
    check("other lower layers" not in se, "a function of the .def has no layer:\n%s" % se)
    check(res is None and not os.path.exists(out), "a refused run created %s" % out)
    # The reference's ipv350 library imports the C layer's lower layer instead.
    ipv350 = os.path.join(ctx.build, "lib", "ipv350", "libascendcl.so")
    rc, se, took, surv, res, out = ctx.run(ipv350, *SYSTEM, out=os.path.join(ctx.tmp, "ipv350-system"))
    stopped(rc, se, surv, "run of the ipv350 reference", [
        "nothing on this host provides 16 of the 16 southbound functions", "runtime (12): rtGetDevice, rtInit",
        "graph engine (4): GeInitialize, GeFinalize, GeDbgInit, GeDbgDeInit"])
    # Layers are listed as "msprof (N): ..."; the paths in the message may hold any word.
    check("error manager (" not in se and "msprof (" not in se, "the ipv350 reference imports the product's:\n%s" % se)
    # With the spy (the default) the same host runs the same target.
    rc, se, took, surv, res, out = ctx.run(ctx.reference, "--filter", FEW)
    common(rc, se, surv, res, out, 0)


def run_names_only_what_is_missing(ctx, provider):
    # Preloaded, the provider gives two of the 16 functions the C layer imports.
    lib = os.path.join(ctx.build, "lib", "partial", "libpartial_clayer.so")
    rc, se, took, surv, res, out = ctx.run(lib, *SYSTEM, "--filter", FEW, env=preload(provider))
    stopped(rc, se, surv, "run of the C layer, two functions preloaded",
            ["provides 14 of the 16 southbound functions", "graph engine (3): GeFinalize, GeDbgInit, GeDbgDeInit",
             "runtime (11): rtGetDevice, rtDeinit"])
    check("rtInit," not in se and "rtInit " not in se and "GeInitialize" not in se,
          "a preloaded function is named missing:\n%s" % se)


def runs_when_provided(ctx, hosted, spy):
    # The C layer linked to the spy: its own DT_NEEDED provides every import.
    rc, se, took, surv, res, out = ctx.run(hosted, *SYSTEM, "--jobs", "2", timeout=300)
    common(rc, se, surv, res, out, 0)
    check(res["profile"] == "ipv350" and ADVICE not in se, "hosted C layer: %s\n%s" % (res["profile"], se[-1000:]))
    no_lookup_crash(res, "hosted C layer")
    check(with_status(res, "pass"), "hosted C layer: nothing passed")
    # The reference with the spy preloaded: the global scope provides them.
    rc, se, took, surv, res, out = ctx.run(ctx.reference, *SYSTEM, "--filter", FEW, env=preload(spy))
    check(res is not None and ADVICE not in se, "preloaded reference: exit %d\n%s" % (rc, se[-1000:]))
    no_lookup_crash(res, "preloaded reference")


def runs_without_imports(ctx):
    # A build that imports no southbound at all: the run is the one it always was.
    lib = os.path.join(ctx.build, "lib", "partial", "libpartial_two_functions.so")
    rc, se, took, surv, res, out = ctx.run(lib, *SYSTEM, "--filter", FEW)
    common(rc, se, surv, res, out, 1)
    check(ADVICE not in se and "aclFinalizeReference" in res["target"]["missing_symbols"],
          "two_functions: %s\n%s" % (res["target"]["missing_symbols"], se[-1000:]))
    check(res["tests"] and not with_status(res, "crash"), "two_functions: %s" % [t["status"] for t in res["tests"]])


def runs_with_a_weak_import(ctx, weak):
    # A weak reference may stay unprovided: the target copes with its absence.
    rc, se, took, surv, res, out = ctx.run(weak, *SYSTEM, "--filter", FEW)
    common(rc, se, surv, res, out, 1)
    check(ADVICE not in se and res["tests"], "a weak import stopped the run:\n%s" % se[-1000:])


def stops_at_load_time(ctx, address):
    # An address of rtGetDeviceCount in data: bound when the target loads, so
    # the loader refuses it; run, probe and diff say it is the host's lack.
    for argv in (("run", "--lib", address, "--out", os.path.join(ctx.tmp, "address")),
                 ("probe", "--lib", address), ("diff", "--lib", address, "--against", address)):
        rc, so, se, _, surv = ctx.aclcts(*argv, *SYSTEM)
        stopped(rc, se, surv, "%s of a target bound at load time" % argv[0],
                ["aclcts %s: --southbound system: nothing on this host provides rtGetDeviceCount (runtime)" % argv[0],
                 "undefined symbol: rtGetDeviceCount"])
        check(so == "" and se.count(ADVICE) == 1, "%s: ran or repeated itself:\n%s\n%s" % (argv[0], so, se))
    check(not os.path.exists(os.path.join(ctx.tmp, "address")), "a refused run created its directory")


def probe_and_diff(ctx):
    rc, so, se, _, surv = ctx.aclcts("probe", "--lib", ctx.reference, *SYSTEM)
    stopped(rc, se, surv, "probe of the reference", ["aclcts probe: --southbound system", "ErrMgrInit"])
    check(so == "", "a refused probe printed %r" % so)
    two = os.path.join(ctx.build, "lib", "partial", "libpartial_two_functions.so")
    rc, so, se, _, surv = ctx.aclcts("probe", "--lib", two, *SYSTEM)
    check(rc == 0 and '"init"' in so and ADVICE not in se, "probe of two_functions: %d %s\n%s" % (rc, so, se))
    rc, so, se, _, surv = ctx.aclcts("diff", "--lib", two, "--against", ctx.reference, *SYSTEM, "--quiet")
    stopped(rc, se, surv, "diff against the reference", ["aclcts diff: --southbound system", "ErrMgrInit"])
    check(se.count(ADVICE) == 1 and "libascendcl.so imports" in se and so == "",
          "diff names the wrong library or ran:\n%s\n%s" % (so, se))
    rc, so, se, _, surv = ctx.aclcts("diff", "--lib", ctx.reference, "--against", ctx.reference, *SYSTEM)
    stopped(rc, se, surv, "diff of the reference with itself", ["ErrMgrInit"])
    check(se.count(ADVICE) == 1, "one library, named twice:\n%s" % se)
    rc, so, se, _, surv = ctx.aclcts("diff", "--lib", two, "--against", two, *SYSTEM, "--only", "init-fin", "--quiet")
    check(rc == 0 and ADVICE not in se, "diff of two_functions with itself: %d\n%s" % (rc, se[-1000:]))


def main():
    ap = argparse.ArgumentParser()
    for opt in ("--runner", "--build", "--provider", "--hosted", "--spy", "--weak", "--address"):
        ap.add_argument(opt, required=True)
    args = ap.parse_args()
    args.inject = None
    ctx = Ctx(args)
    try:
        run_stops_for_the_reference(ctx)
        run_names_only_what_is_missing(ctx, args.provider)
        runs_without_imports(ctx)
        runs_with_a_weak_import(ctx, args.weak)
        stops_at_load_time(ctx, args.address)
        probe_and_diff(ctx)
        runs_when_provided(ctx, args.hosted, args.spy)
    except Failure as f:
        print("FAIL harness.host_lower: %s (files kept in %s)" % (f, ctx.tmp))
        return 1
    shutil.rmtree(ctx.tmp, ignore_errors=True)
    print("ok harness.host_lower")
    return 0


if __name__ == "__main__":
    sys.exit(main())

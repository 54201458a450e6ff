"""The command line of the runner's Python tests that run one test by name
(harness_test.py, faults_test.py, limits_test.py): `SCRIPT TEST --runner PATH
--build DIR [options]` runs the function t_TEST of the script with a context
made from the arguments, prints "ok harness.TEST", or "FAIL harness.TEST: why
(files kept in TMP)" and exits 1, or (a script that can skip) "SKIP
harness.TEST: why" and exits 77; the context's scratch directory is removed
after a pass or a skip.
"""
import argparse
import shutil

SKIP = 77  # ctest's SKIP_RETURN_CODE of the scripts that can skip


def tests_of(namespace):
    """{name: function} of a script's t_NAME functions."""
    return {name[2:]: fn for name, fn in list(namespace.items()) if name.startswith("t_") and callable(fn)}


def main(tests, make_ctx, failure, options=(), skip=()):
    """options: (flags, keywords) pairs for argparse beyond --runner and --build;
    make_ctx(args) gives the context (with .tmp); failure is what a check raises,
    skip what a test raises when the machine cannot run it."""
    ap = argparse.ArgumentParser()
    ap.add_argument("test", choices=sorted(tests))
    ap.add_argument("--runner", required=True)
    ap.add_argument("--build", required=True)
    for flags, keywords in options:
        ap.add_argument(*flags, **keywords)
    args = ap.parse_args()
    ctx = make_ctx(args)
    try:
        tests[args.test](ctx)
    except skip as s:
        print("SKIP harness.%s: %s" % (args.test, s))
        shutil.rmtree(ctx.tmp, ignore_errors=True)
        return SKIP
    except failure as f:
        print("FAIL harness.%s: %s (files kept in %s)" % (args.test, f, ctx.tmp))
        return 1
    shutil.rmtree(ctx.tmp, ignore_errors=True)
    print("ok harness.%s" % args.test)
    return 0

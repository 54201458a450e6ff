#!/usr/bin/env python3
"""The lists kept once, checked: ctests lists.generated and lists.steps.

usage: check_lists.py generated [--planted] SOURCE_DIR BUILD_DIR
       check_lists.py steps SOURCE_DIR BUILD_DIR ACLCTS REFERENCE_LIB

generated: copies SOURCE_DIR's files into a scratch directory, adds one row to
  each .def there (include/acl/acl_functions.def, include/acl/config_keys.def,
  include/lower/southbound_functions.def, include/spy/spy_control.def),
  configures the copy with CMake and checks that every table the READMEs name
  under "Generated from `<def>`" (include/acl/README.md, include/README.md,
  include/spy/README.md) picks the new row up: each C file
  includes the .def as many times as the README says, each inclusion expands
  to something naming the row (the preprocessor's output of the copy), and
  each Python or CMake consumer yields it. It also fails on a file that
  includes a .def and is not in its README table. With --planted, one table
  per .def is written by hand in the copy first (PLANTS): it passes when
  exactly those are reported.
steps: for every row of the three lists and of record.c's table of report
  writers, checks the steps the READMEs mark "checked" (include/acl/README.md,
  harness/README.md): the reference exports a function, a rule, a case and
  its API002 export case name it, the fuzz scenario calls it; a key's reader,
  family file, cases and fuzz model name it; a writer is declared, tested and
  documented.
Exit 0 when everything holds, 1 (each failure printed) when not, 2 on bad usage.
"""
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

import deflists

# The row each .def gets in the scratch copy; every table must show SCRATCH (any case, '_' optional).
SCRATCH = re.compile(r'aclcts_?scratch', re.I)
SCRATCH_ROWS = {
    deflists.ACL_FUNCTIONS: ('ACLCTS_ACL_FN', 'ACLCTS_ACL_FN(aclctsScratch, aclError, (int32_t scratch), NONE)\n'),
    deflists.SOUTHBOUND: ('ACLCTS_SB_FN',
                          'ACLCTS_SB_FN(ACLCTS_SCRATCH, "aclctsScratch", "aclctsScratch", NULL, PRODUCT)\n'),
    deflists.CONFIG_KEYS: ('ACLCTS_CONFIG_KEY',
                           'ACLCTS_CONFIG_KEY(aclcts_scratch, ROOT, STRING, JSON, KEYS, "\\"1\\"", "\\"2\\"")\n'),
    deflists.SPY_CONTROL: ('ACLCTS_SPY_FN', 'ACLCTS_SPY_FN(aclcts_scratch, int, (int32_t scratch), OPTIONAL)\n'),
}
# The READMEs that list each .def's generated tables.
README_OF = {
    deflists.ACL_FUNCTIONS: 'include/acl/README.md',
    deflists.CONFIG_KEYS: 'include/acl/README.md',
    deflists.SOUTHBOUND: 'include/README.md',
    deflists.SPY_CONTROL: 'include/spy/README.md',
}
C_FILE = re.compile(r'\.(c|h|cpp)$')

failures = []
quiet = False  # --planted: the failures expected are printed at the end, as such


def fail(text):
    failures.append(text)
    if not quiet:
        print('FAIL: ' + text)


def readme_tables(source):
    """{def: {file: tables}} from the "Generated from `<def>`" tables; tables is an int for C files."""
    out = {}
    for d, readme in README_OF.items():
        with open(os.path.join(source, readme), encoding='utf-8') as f:
            text = f.read()
        name = os.path.basename(d)
        m = re.search(r'Generated from `[^`]*%s`.*?\n((?:\|[^\n]*\n)+)' % re.escape(name), text, re.S)
        if m is None:
            fail('%s has no "Generated from `%s`" table' % (readme, name))
            continue
        rows = re.findall(r'^\| `([^`]+)` \| ([^|]+?) \|$', m.group(1), re.M)
        out[d] = {f: int(n) if n.isdigit() else n for f, n in rows}
    return out


def source_files(source):
    """The files of the tree as git lists them (tracked and new), or every file outside build*/."""
    try:
        p = subprocess.run(['git', '-C', source, 'ls-files', '--cached', '--others', '--exclude-standard'],
                           capture_output=True, text=True, check=True)
        return [f for f in p.stdout.splitlines() if os.path.isfile(os.path.join(source, f))]
    except (OSError, subprocess.CalledProcessError):
        files = []
        for top, dirs, names in os.walk(source):
            dirs[:] = [d for d in dirs if not d.startswith(('build', '.'))]
            files += [os.path.relpath(os.path.join(top, n), source) for n in names]
        return files


def includers(source, files, d):
    """The C files that #include the .def d."""
    inc = re.compile(r'#\s*include\s*"[^"]*%s"' % re.escape(d.replace(os.sep, '/')))
    out = []
    for f in files:
        if C_FILE.search(f):
            with open(os.path.join(source, f), encoding='utf-8', errors='replace') as fh:
                if inc.search(fh.read()):
                    out.append(f)
    return out


def make_scratch(source, files, scratch):
    for f in files:
        os.makedirs(os.path.dirname(os.path.join(scratch, f)), exist_ok=True)
        try:
            shutil.copy2(os.path.join(source, f), os.path.join(scratch, f))
        except FileNotFoundError:
            pass  # a file another process wrote for a moment (a coverage run's .gcov) and removed
    for d, (macro, row) in SCRATCH_ROWS.items():
        path = os.path.join(scratch, 'include', d)
        with open(path, encoding='utf-8') as fh:
            text = fh.read()
        m = re.search(r'^%s\(' % macro, text, re.M)
        with open(path, 'w', encoding='utf-8') as fh:
            fh.write(text[:m.start()] + row + text[m.start():])


def configure(scratch, build):
    """Configures the copy as BUILD_DIR was (compiler, options), with compile_commands.json."""
    cache = {}
    with open(os.path.join(build, 'CMakeCache.txt'), encoding='utf-8') as f:
        for line in f:
            m = re.match(r'(CMAKE_C_COMPILER|CMAKE_CXX_COMPILER|ACLCTS_\w+|CMAKE_BUILD_TYPE):\w+=(.*)', line)
            if m and m.group(2):
                cache[m.group(1)] = m.group(2)
    args = ['cmake', '-S', scratch, '-B', os.path.join(scratch, 'build'), '-DCMAKE_EXPORT_COMPILE_COMMANDS=ON']
    args += ['-D%s=%s' % kv for kv in sorted(cache.items())]
    p = subprocess.run(args, capture_output=True, text=True)
    if p.returncode != 0:
        fail('the scratch copy does not configure:\n' + p.stdout[-2000:] + p.stderr[-2000:])
        return None
    with open(os.path.join(scratch, 'build', 'compile_commands.json'), encoding='utf-8') as f:
        return json.load(f)


def preprocessed(scratch, commands, f):
    """The preprocessor's output of f, or of the first source that includes the header f (one of those
    that name its file in an #include, whose output enters f), or None."""
    path = os.path.normpath(os.path.join(scratch, f))
    units = [c for c in commands if os.path.normpath(os.path.join(c['directory'], c['file'])) == path]
    if not units:
        inc = re.compile(r'#\s*include\s*"[^"]*\b%s"' % re.escape(os.path.basename(f)))
        for c in commands:
            tu = os.path.join(c['directory'], c['file'])
            if os.path.isfile(tu):
                with open(tu, encoding='utf-8', errors='replace') as fh:
                    if inc.search(fh.read()):
                        units.append(c)
    for c in units:
        text = preprocess(c)
        if text is not None and re.search(r'^# \d+ "%s" 1' % re.escape(path), text, re.M):
            return text
        if text is not None and units[0] is c and path == os.path.normpath(os.path.join(c['directory'], c['file'])):
            return text
    return None


def preprocess(c):
    args = c['arguments'] if 'arguments' in c else shlex.split(c['command'])
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
        elif a in ('-o', '-MF', '-MT', '-MQ'):
            skip = True
        elif a not in ('-c', '-MD', '-MMD'):
            out.append(a)
    p = subprocess.run(out + ['-E', '-o', '-'], cwd=c['directory'], capture_output=True, text=True)
    return p.stdout if p.returncode == 0 else None


def expansions(text, consumer, d):
    """The texts of each inclusion of d made by consumer itself, from the preprocessor's line markers
    (`# LINE "FILE" FLAGS`: flag 1 enters FILE, 2 returns to it, none moves within it)."""
    stack, regions = [], []
    for line in text.splitlines():
        m = re.match(r'# \d+ "([^"]*)"((?: \d)*)$', line)
        if m:
            name, flags = m.group(1), m.group(2).split()
            if '1' in flags:
                if name.endswith(d) and stack and stack[-1].endswith(consumer):
                    regions.append([])
                stack.append(name)
            else:
                if '2' in flags and stack:
                    stack.pop()
                if stack:
                    stack[-1] = name
                else:
                    stack.append(name)
            continue
        if stack and stack[-1].endswith(d) and regions and len(stack) >= 2 and stack[-2].endswith(consumer):
            regions[-1].append(line)
    return ['\n'.join(r) for r in regions]


def check_c_tables(scratch, commands, d, tables):
    for f, want in sorted(tables.items()):
        if not C_FILE.search(f):
            continue
        text = preprocessed(scratch, commands, f)
        if text is None:
            fail('%s: no translation unit of the build preprocesses it' % f)
            continue
        found = expansions(text, f, d)
        if len(found) != want:
            fail('%s includes %s %d times, %s says %d: a table written by hand instead of generated?'
                 % (f, d, len(found), README_OF[d], want))
        for i, body in enumerate(found):
            if not SCRATCH.search(body):
                fail('%s: table %d of %s does not pick up the new row' % (f, i + 1, d))


def check_other_consumers(scratch, tables):
    """The Python and CMake consumers, each run on the copy."""
    sys.path.insert(0, os.path.join(scratch, 'scripts'))
    sys.path.insert(0, os.path.join(scratch, 'fuzz', 'seeds'))
    import gen_seeds  # noqa: E402 (the copy's, reading the copy's .def files)
    include = os.path.join(scratch, 'include')
    gen_seeds.load_lists(include)
    b = os.path.join(scratch, 'build')
    checks = {
        (deflists.ACL_FUNCTIONS, 'fuzz/seeds/gen_seeds.py'):
            lambda: 'aclctsScratch' in gen_seeds.RT_FNS and gen_seeds.CaseReader.CALL.search('aclctsScratch('),
        (deflists.SOUTHBOUND, 'fuzz/seeds/gen_seeds.py'): lambda: 'aclctsScratch' in gen_seeds.FAULT_SYMS,
        (deflists.CONFIG_KEYS, 'fuzz/seeds/gen_seeds.py'):
            lambda: b'"aclcts_scratch":"1"' in gen_seeds.ALL_KEYS[gen_seeds.ALL_KEYS_CALL],
        (deflists.ACL_FUNCTIONS, 'harness/tests/harness_test.py'):
            lambda: ('aclctsScratch', 'NONE') in deflists.acl_functions(include),
        (deflists.ACL_FUNCTIONS, 'ref/CMakeLists.txt'):
            lambda: 'aclctsScratch;' in open(os.path.join(b, 'ref', 'libascendcl.map'), encoding='utf-8').read(),
        (deflists.CONFIG_KEYS, 'fuzz/CMakeLists.txt'):
            lambda: '"\\"aclcts_scratch\\""' in open(os.path.join(b, 'fuzz', 'fuzz_config.dict'),
                                                    encoding='utf-8').read(),
    }
    for d, files in tables.items():
        for f in files:
            if C_FILE.search(f):
                continue
            check = checks.get((d, f))
            if check is None:
                fail('%s names %s for %s, which this script cannot check' % (README_OF[d], f, d))
            elif not check():
                fail('%s does not pick up the new row of %s' % (f, d))


# --planted: one generated table per .def written by hand instead, in the copy; each must be reported.
PLANTS = {
    deflists.ACL_FUNCTIONS: 'fuzz/src/program.c',
    deflists.SOUTHBOUND: 'fuzz/src/program.c',
    deflists.CONFIG_KEYS: 'fuzz/fuzz_config.c',
    deflists.SPY_CONTROL: 'conformance/src/spy.c',
}


def plant(scratch, source):
    """Replaces, in each PLANTS file of the copy, the first inclusion of its .def (and the #define before
    it) by the names of the .def's rows written out, as a table written by hand would be."""
    for d, f in PLANTS.items():
        macro = SCRATCH_ROWS[d][0]
        names = [r[0] for r in deflists.def_rows(os.path.join(source, 'include', d), macro)]
        path = os.path.join(scratch, f)
        with open(path, encoding='utf-8') as fh:
            text = fh.read()
        m = re.search(r'#define %s\(.*\n#include "%s"\n' % (macro, re.escape(d.replace(os.sep, '/'))), text)
        by_hand = '    %s\n' % ', '.join('"%s"' % n for n in names)
        with open(path, 'w', encoding='utf-8') as fh:
            fh.write(text[:m.start()] + by_hand + text[m.end():])


def generated(source, build, planted=False):
    tables = readme_tables(source)
    files = source_files(source)
    for d, listed in tables.items():
        for f in includers(source, files, d):
            if f not in listed:
                fail('%s includes %s but is not in %s\'s "Generated" table' % (f, d, README_OF[d]))
    scratch = tempfile.mkdtemp(prefix='aclcts-lists.')
    try:
        make_scratch(source, files, scratch)
        if planted:
            plant(scratch, source)
        commands = configure(scratch, build)
        if commands is not None:
            for d, listed in tables.items():
                check_c_tables(scratch, commands, d, listed)
            check_other_consumers(scratch, tables)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


# ---- steps ----

def read(source, pattern):
    """{path: text} of the files under source matching the glob-like regex pattern."""
    out = {}
    for f in source_files(source):
        if re.fullmatch(pattern, f):
            with open(os.path.join(source, f), encoding='utf-8', errors='replace') as fh:
                out[f] = fh.read()
    return out


def named(texts, regex):
    return any(re.search(regex, t) for t in texts.values())


def run(*argv):
    p = subprocess.run(list(argv), capture_output=True, text=True)
    return p.stdout + p.stderr


def steps_functions(source, aclcts, reference):
    exported = set(run('nm', '-D', '--defined-only', reference).split())
    tests = set(line.split()[0] for line in run(aclcts, 'list').splitlines() if line.strip())
    rules = read(source, r'spec/rules/\w+\.json')
    cases = {f: t for f, t in read(source, r'conformance/(cases|helpers)/.*\.[ch]').items()
             if not f.endswith('api_exports.c')}
    scenario = read(source, r'fuzz/src/scenario\.c')
    for name, profiles in deflists.acl_functions(os.path.join(source, 'include')):
        step = 'include/acl/README.md "Adding an ACL function" step %d: ' + name
        if name not in exported:
            fail(step % 3 + ' is not exported by the reference')
        if not named(rules, r'\b%s\b' % name):
            fail(step % 4 + ' is named by no rule of spec/rules/')
        if profiles not in ('NONE', 'NONE_PURE') and 'API002.ExportsAcl' + name[3:] not in tests:
            fail(step % 5 + ' has no API002.ExportsAcl%s case' % name[3:])
        if not named(cases, r'\b%s\b' % name):
            fail(step % 6 + ' is called by no case')
        if profiles == 'NONE_PURE':
            continue  # a pure host function: no fuzz operation (no state to explore)
        call = r'\brt_%s\(' % name if profiles == 'NONE' else r'api->%s\(' % name
        if not named(scenario, call):
            fail(step % 7 + ' is not called by fuzz/src/scenario.c')


def steps_keys(source):
    readers = {'PARSE': r'ref/src/.*\.c', 'KEYS': r'ref/src/.*\.c', 'PROFILING': r'ref/src/.*\.c',
               'DUMP': r'lower/.*\.[ch]', 'OPEXE': r'lower/.*\.[ch]'}
    cases = read(source, r'conformance/(cases|helpers)/.*\.[ch]')
    model = read(source, r'fuzz/src/model\.c')
    lifecycle = read(source, r'fuzz/fuzz_lifecycle\.c')
    for k in deflists.config_keys(os.path.join(source, 'include')):
        step = 'include/acl/README.md "Adding an aclInit configuration key" step %d: ' + k['key']
        quoted = r'\\?"%s\\?"' % k['key']
        if not named(read(source, readers.get(k['stage'], r'$^')), quoted):
            fail(step % 2 + ' is read by nothing in %s (stage %s)' % (readers.get(k['stage']), k['stage']))
        if not named(read(source, r'spec/rules/%s\.json' % k['family']), r'\b%s\b' % k['key']):
            fail(step % 7 + ' is not named in spec/rules/%s.json' % k['family'])
        if not named(cases, quoted):
            fail(step % 8 + ' is named by no case')
        if k['stage'] == 'KEYS':
            if not named(model, r'\bKEY_%s\b' % k['key']):
                fail(step % 10 + ': fuzz/src/model.c does not use KEY_%s' % k['key'])
            if not named(lifecycle, r'\bKEY_%s\b' % k['key']):
                fail(step % 11 + ': fuzz/fuzz_lifecycle.c does not set KEY_%s' % k['key'])


def steps_writers(source, aclcts):
    declared = read(source, r'harness/runner/results\.h')
    selftest = read(source, r'harness/tests/reports_selftest\.c')
    helps = {'aclcts run --help': run(aclcts, 'run', '--help'), 'aclcts merge --help': run(aclcts, 'merge', '--help')}
    docs = ['docs/contracts.md', 'packaging/aclcts.1.in', 'harness/README.md']
    for f, writer in deflists.report_writers(source):
        step = 'harness/README.md "Adding a report format" step %d: ' + f
        if not named(declared, r'\b%s\(' % writer):
            fail(step % 2 + ': %s is not declared in harness/runner/results.h' % writer)
        if not named(selftest, r'"%s"' % re.escape(f)):
            fail(step % 5 + ' is not checked by harness/tests/reports_selftest.c')
        for n, (what, text) in enumerate(helps.items(), 6):
            if f not in text:
                fail(step % n + ' is not named by ' + what)
        for n, doc in enumerate(docs, 8):
            if not named(read(source, re.escape(doc)), re.escape(f)):
                fail(step % n + ' is not named in ' + doc)


def planted_failures(source, build):
    """generated --planted: passes when every planted table, and nothing else, is reported."""
    global failures, quiet
    quiet = True
    generated(source, build, planted=True)
    found, failures, quiet = failures, [], False
    for x in found:
        print('reported: ' + x)
    for d, f in PLANTS.items():
        if not any(x.startswith('%s includes %s ' % (f, d)) for x in found):
            fail('the table of %s planted in %s by hand was not reported' % (d, f))
    for x in found:
        if not any(x.startswith('%s includes %s ' % (f, d)) for d, f in PLANTS.items()):
            fail('reported, but not planted: ' + x)


def main(argv):
    if len(argv) == 4 and argv[1] == 'generated':
        generated(os.path.abspath(argv[2]), os.path.abspath(argv[3]))
    elif len(argv) == 5 and argv[1:3] == ['generated', '--planted']:
        planted_failures(os.path.abspath(argv[3]), os.path.abspath(argv[4]))
    elif len(argv) == 6 and argv[1] == 'steps':
        source = os.path.abspath(argv[2])
        steps_functions(source, argv[4], argv[5])
        steps_keys(source)
        steps_writers(source, argv[4])
    else:
        sys.stderr.write(__doc__)
        return 2
    print('%s: %d failure%s' % (argv[1], len(failures), '' if len(failures) == 1 else 's'))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))

/* harness.reports: the four report writers on a synthetic run whose every
 * string is hostile (markup, quotes, control characters, ill-formed UTF-8),
 * then on a full disk.
 *
 *   aclcts_reports_selftest OUTDIR
 *
 * Checks: every report is valid UTF-8; results.json parses and has exactly
 * the aclcts.results.v1 shape with the right counts and rule statuses;
 * junit.xml and report.html carry no raw markup or control character from
 * the target; report.html has exactly one script (its own); summary.md shows
 * only first lines in its tables and a failing test's whole message only
 * inside a fenced block, after the rules' statements; a write that hits the file-size limit returns -1 and
 * leaves neither a truncated report nor a temporary file behind. */
#define _POSIX_C_SOURCE 200809L

#include <cjson/cJSON.h>
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include "results.h"
#include "selftest_expect.h"
#include "status.h"
#include "utf8.h"

/* ---- the synthetic run ---- */

#define HOSTILE_MESSAGE                                                                   \
    "got <script>alert(\"x\")</script> & 'y' ]]> expected ACL_SUCCESS (0)\n"              \
    "second line\x01\x1b[31m bad:\xff\xfe overlong:\xc0\xaf surrogate:\xed\xa0\x80 end\n" \
    "````\n# a fence of four backticks and a heading, which must stay inside the block"
#define HOSTILE_PATH "/tmp/<script>alert(1)</script>/lib'ascend\"cl.so"

static char *rules_init001[] = {"INIT001", "STATE001"};
static char *rules_init002[] = {"INIT002"};
static char *rules_file001[] = {"FILE001"};
static char *rules_haz001[] = {"HAZ001"};
static char *rules_state001[] = {"STATE001"};
static char *rules_only_init001[] = {"INIT001"};
static char *missing[] = {"aclFinalizeReference", "sym\"<x>"};
static char *sources[] = {"product: src/acl/aclrt_impl/acl.cpp aclInitImpl", "seed: 000 <b>"};

static aclcts_rule rules[] = {
    {"STATE001", "STATE", "MUST", "A new process is FRESH.", sources, 1, NULL, 1},
    {"INIT001", "INIT", "MUST", "aclInit while rc>0 returns <100002>.", sources, 2, NULL, 1},
    {"INIT002", "INIT", "MUST", "Fresh-init order.", sources, 1, "Seed & product differ.", 1},
    {"FILE001", "FILE", "MUST", "A nonexistent path gives 100003.", sources, 1, NULL, 1},
    {"DEV001", "DEV", "MUST", "No defaultDevice, no call.", sources, 1, NULL, 1},
    {"HAZ001", "HAZ", "HAZARD", "aclInit(NULL) after a config.", sources, 1, NULL, 1},
};

#define R(name, rl, st, msg)                                                                           \
    {                                                                                                  \
        name, rl, sizeof rl / sizeof rl[0], st, 12.3456, msg, "aclcts run --lib x --filter '" name "'" \
    }

static aclcts_result results[] = {
    R("INIT001.RepeatInitIsCounted", rules_init001, ACLCTS_PASS, ""),
    R("INIT002.HostileMessage", rules_init002, ACLCTS_FAIL, HOSTILE_MESSAGE),
    R("FILE001.Crashes", rules_file001, ACLCTS_CRASH, "killed by signal 11 (SIGSEGV)"),
    R("FILE001.Hangs", rules_file001, ACLCTS_TIMEOUT, "no result after 10000 ms"),
    R("HAZ001.Throws", rules_haz001, ACLCTS_HAZARD, "terminate called after std::logic_error"),
    R("STATE001.Skipped", rules_state001, ACLCTS_SKIP, "needs the spy | trace"),
    R("INIT001.KnownBad", rules_only_init001, ACLCTS_XFAIL, "listed in expectations"),
    R("INIT002.FixedNow", rules_init002, ACLCTS_XPASS, "expected to fail, passed"),
    R("INIT001.Name<img src=x onerror=alert(1)>", rules_only_init001, ACLCTS_PASS, NULL),
};

#define NRESULTS (sizeof results / sizeof results[0])
#define NRULES (sizeof rules / sizeof rules[0])

static aclcts_run make_run(aclcts_result *res, size_t n)
{
    aclcts_run run;
    memset(&run, 0, sizeof run);
    run.target_path = HOSTILE_PATH;
    strcpy(run.target_sha256, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef");
    run.missing_symbols = missing;
    run.nmissing = 2;
    run.profile = "product";
    run.soc = "Ascend910B1";
    run.command = "aclcts run --lib '" HOSTILE_PATH "'";
    run.date = "2026-01-02T03:04:05Z";
    run.suite_id = "fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210";
    run.suite_tests = 3 * n;
    run.shard_index = 1;
    run.shard_total = 3;
    run.results = res;
    run.nresults = n;
    run.rules = rules;
    run.nrules = NRULES;
    return run;
}

/* ---- file helpers ---- */

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    if (buf) buf[n] = '\0';
    fclose(f);
    return buf;
}

static int valid_utf8(const char *s)
{
    while (*s) {
        uint32_t c;
        size_t n = aclcts_utf8_next(s, &c);
        if (c == 0xFFFD && n == 1) return 0;
        s += n;
    }
    return 1;
}

/* 1 when s has a control character other than tab, newline, CR. */
static int has_raw_control(const char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 && *s != '\t' && *s != '\n' && *s != '\r') return 1;
    return 0;
}

static size_t occurrences(const char *s, const char *needle)
{
    size_t n = 0;
    for (const char *p = strstr(s, needle); p; p = strstr(p + 1, needle)) n++;
    return n;
}

static char *path_in(const char *dir, const char *name)
{
    char *p = malloc(strlen(dir) + strlen(name) + 2);
    sprintf(p, "%s/%s", dir, name);
    return p;
}

/* ---- results.json ---- */

static int has_exact_keys(const cJSON *obj, const char *const *keys, int n)
{
    if (!cJSON_IsObject(obj) || cJSON_GetArraySize(obj) != n) return 0;
    for (int i = 0; i < n; i++)
        if (!cJSON_HasObjectItem(obj, keys[i])) return 0;
    return 1;
}

static const char *rule_status_in(const cJSON *root, const char *id)
{
    const cJSON *r;
    cJSON_ArrayForEach (r, cJSON_GetObjectItem(root, "rules"))
        if (strcmp(cJSON_GetObjectItem(r, "id")->valuestring, id) == 0)
            return cJSON_GetObjectItem(r, "status")->valuestring;
    return "";
}

static void check_tests_array(const cJSON *tests)
{
    static const char *const test_keys[] = {"name", "rules", "status", "duration_ms", "message"};
    EXPECT(cJSON_GetArraySize(tests) == (int)NRESULTS);
    const cJSON *t;
    cJSON_ArrayForEach (t, tests) {
        EXPECT(has_exact_keys(t, test_keys, 5));
        EXPECT(cJSON_IsString(cJSON_GetObjectItem(t, "name")));
        EXPECT(cJSON_IsArray(cJSON_GetObjectItem(t, "rules")));
        EXPECT(cJSON_IsNumber(cJSON_GetObjectItem(t, "duration_ms")));
        EXPECT(cJSON_IsString(cJSON_GetObjectItem(t, "message")));
    }
    const cJSON *hostile = cJSON_GetArrayItem(tests, 1);
    const char *msg = cJSON_GetObjectItem(hostile, "message")->valuestring;
    EXPECT(strstr(msg, "<script>alert(\"x\")</script>") != NULL); /* JSON keeps text as is */
    EXPECT(strstr(msg, "bad:\xef\xbf\xbd\xef\xbf\xbd overlong:") != NULL);
    EXPECT(cJSON_GetObjectItem(hostile, "duration_ms")->valuedouble == 12.346);
}

static void check_json(const char *dir)
{
    /* The contract's six members, plus the compatible additions. */
    static const char *const top[] = {"schema", "target", "profile", "summary", "tests",
                                      "rules",  "soc",    "date",    "suite",   "shard"};
    static const char *const target_keys[] = {"path", "sha256", "missing_symbols"};
    static const char *const summary_keys[] = {"total", "pass",  "fail",  "crash", "timeout",
                                               "skip",  "xfail", "xpass", "hazard"};
    static const char *const rule_keys[] = {"id", "level", "status", "tests"};
    static const int summary_values[] = {NRESULTS, 2, 1, 1, 1, 1, 1, 1, 1};
    char *path = path_in(dir, "results.json");
    char *text = slurp(path);
    cJSON *root = text ? cJSON_Parse(text) : NULL;
    EXPECT(root != NULL);
    if (root) {
        EXPECT(has_exact_keys(root, top, 10));
        EXPECT(strcmp(cJSON_GetObjectItem(root, "date")->valuestring, "2026-01-02T03:04:05Z") == 0);
        EXPECT(cJSON_GetObjectItem(cJSON_GetObjectItem(root, "suite"), "tests")->valuedouble == 3.0 * NRESULTS);
        EXPECT(cJSON_GetObjectItem(cJSON_GetObjectItem(root, "shard"), "index")->valuedouble == 1);
        EXPECT(strcmp(cJSON_GetObjectItem(root, "schema")->valuestring, "aclcts.results.v1") == 0);
        EXPECT(has_exact_keys(cJSON_GetObjectItem(root, "target"), target_keys, 3));
        EXPECT(strcmp(cJSON_GetObjectItem(cJSON_GetObjectItem(root, "target"), "path")->valuestring, HOSTILE_PATH) ==
               0);
        const cJSON *summary = cJSON_GetObjectItem(root, "summary");
        EXPECT(has_exact_keys(summary, summary_keys, 9));
        for (int i = 0; i < 9; i++)
            EXPECT(cJSON_GetObjectItem(summary, summary_keys[i])->valueint == summary_values[i]);
        check_tests_array(cJSON_GetObjectItem(root, "tests"));
        const cJSON *r;
        cJSON_ArrayForEach (r, cJSON_GetObjectItem(root, "rules")) EXPECT(has_exact_keys(r, rule_keys, 4));
        EXPECT(strcmp(rule_status_in(root, "INIT001"), "pass") == 0);
        EXPECT(strcmp(rule_status_in(root, "INIT002"), "fail") == 0);
        EXPECT(strcmp(rule_status_in(root, "FILE001"), "fail") == 0);
        EXPECT(strcmp(rule_status_in(root, "HAZ001"), "skip") == 0);
        EXPECT(strcmp(rule_status_in(root, "STATE001"), "pass") == 0);
        EXPECT(strcmp(rule_status_in(root, "DEV001"), "untested") == 0);
    }
    EXPECT(text && valid_utf8(text) && !has_raw_control(text));
    EXPECT(text && strstr(text, "\\u0001") != NULL);
    cJSON_Delete(root);
    free(text);
    free(path);
}

/* ---- junit.xml, report.html, summary.md ---- */

static void check_junit(const char *dir)
{
    char *path = path_in(dir, "junit.xml");
    char *x = slurp(path);
    EXPECT(x != NULL);
    if (x) {
        EXPECT(valid_utf8(x) && !has_raw_control(x));
        EXPECT(strstr(x, "<script") == NULL && strstr(x, "<img") == NULL && strstr(x, "]]>") == NULL);
        EXPECT(strstr(x, "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;") != NULL);
        EXPECT(occurrences(x, "<testcase ") == NRESULTS);
        EXPECT(occurrences(x, "<testsuite ") == 4); /* STATE, INIT, FILE, HAZ */
        EXPECT(strstr(x, "<testcase classname=\"INIT002\" name=\"HostileMessage\"") != NULL);
        EXPECT(strstr(x, "<property name=\"rule\" value=\"STATE001\"/>") != NULL);
        EXPECT(strstr(x, "<failure type=\"fail\"") && strstr(x, "<failure type=\"xpass\""));
        EXPECT(strstr(x, "<error type=\"crash\"") && strstr(x, "<error type=\"timeout\""));
        EXPECT(strstr(x, "<skipped type=\"hazard\"") && strstr(x, "<skipped type=\"skip\""));
        EXPECT(strstr(x, "tests=\"9\" failures=\"2\" errors=\"2\" skipped=\"2\"") != NULL);
    }
    free(x);
    free(path);
}

static void check_html(const char *dir)
{
    char *path = path_in(dir, "report.html");
    char *h = slurp(path);
    EXPECT(h != NULL);
    if (h) {
        EXPECT(valid_utf8(h));
        for (const char *p = h; *p; p++)
            if ((unsigned char)*p < 0x20 && *p != '\n' && *p != '\t') {
                EXPECT(!"raw control character in report.html");
                break;
            }
        EXPECT(occurrences(h, "<script") == 1); /* its own, nothing from the target */
        EXPECT(strstr(h, "<img") == NULL && strstr(h, "<x>") == NULL && strstr(h, "<100002>") == NULL);
        EXPECT(strstr(h, "seed: 000 &lt;b&gt;") != NULL && strstr(h, "000 <b>") == NULL);
        EXPECT(strstr(h, "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;"));
        EXPECT(strstr(h, "<h1>NOT conformant</h1>") != NULL);
        EXPECT(strstr(h, "lib&#39;ascend&quot;cl.so") != NULL);
        EXPECT(strstr(h, "http://") == NULL && strstr(h, "https://") == NULL);
        EXPECT(strstr(h, "reproduce: <code>aclcts run --lib x --filter &#39;INIT002.HostileMessage"));
        EXPECT(strstr(h, "Seed &amp; product differ.") != NULL);
    }
    free(h);
    free(path);
}

static void check_md(const char *dir)
{
    char *path = path_in(dir, "summary.md");
    char *m = slurp(path);
    EXPECT(m != NULL);
    if (m) {
        EXPECT(valid_utf8(m) && !has_raw_control(m));
        EXPECT(strncmp(m, "# aclcts: NOT conformant\n", 25) == 0);
        char *details = strstr(m, "\n## Failing tests in detail\n");
        EXPECT(details != NULL);
        if (details) {
            *details = '\0'; /* the tables: first lines only */
            EXPECT(strstr(m, "<script") == NULL && strstr(m, "second line") == NULL);
            *details = '\n';
            char *block = strstr(details, "### INIT002.HostileMessage (fail)");
            /* the message has a run of four backticks: its fence is five long */
            char *fence = block ? strstr(block, "\n`````text\n") : NULL;
            char *second;
            second = fence ? strstr(fence, "second line") : NULL;
            char *inside = fence ? strstr(fence, "which must stay inside the block\n`````\n") : NULL;
            EXPECT(fence != NULL && second != NULL && inside != NULL); /* the whole message, fenced */
            EXPECT(block && strstr(block, "- **INIT002** (") != NULL); /* with its rule's statement */
        }
        EXPECT(strstr(m, "| INIT002.HostileMessage | fail | got &lt;script&gt;") != NULL);
        EXPECT(strstr(m, "needs the spy") == NULL);                /* skips are not failing */
        EXPECT(strstr(m, "| HAZ001.Throws | hazard |") != NULL);   /* hazards listed apart */
        EXPECT(strstr(m, "| INIT | 2 | 1 | 1 | 0 | 0 |") != NULL); /* rules per family */
    }
    free(m);
    free(path);
}

/* ---- verdict of a run without problems ---- */

static void check_conformant(const char *dir)
{
    aclcts_result ok[] = {results[0], results[4], results[5], results[6]};
    aclcts_run run = make_run(ok, 4);
    EXPECT(!aclcts_run_conformant(&run)); /* the profile's API is incomplete: never conformant */
    run.nmissing = 0;
    EXPECT(aclcts_run_conformant(&run));
    EXPECT(aclcts_write_reports(&run, dir) == 0);
    char *hp = path_in(dir, "report.html"), *mp = path_in(dir, "summary.md");
    char *h = slurp(hp), *m = slurp(mp);
    /* One of the four passes through an expectation: the verdict says so. */
    EXPECT(h && strstr(h, "<h1>Conformant (1 expected failure in 1 rule)</h1>"));
    EXPECT(m && strncmp(m, "# aclcts: conformant (1 expected failure in 1 rule)\n", 52) == 0);
    free(h);
    free(m);
    free(hp);
    free(mp);
}

/* An interrupted run (interrupt.c): the same passing tests are never
 * conformant; each report says which signal and how many of how many tests. */
static void check_interrupted(const char *dir)
{
    aclcts_result ok[] = {results[0], results[4], results[5], results[6]};
    aclcts_run run = make_run(ok, 4);
    run.nmissing = 0;
    run.interrupted = "SIGINT";
    run.selected = 10;
    EXPECT(!aclcts_run_conformant(&run));
    EXPECT(aclcts_write_reports(&run, dir) == 0);
    char *jp = path_in(dir, "results.json"), *hp = path_in(dir, "report.html"), *mp = path_in(dir, "summary.md"),
         *xp = path_in(dir, "junit.xml");
    char *j = slurp(jp), *h = slurp(hp), *m = slurp(mp), *x = slurp(xp);
    cJSON *root = j ? cJSON_Parse(j) : NULL;
    const cJSON *intr = cJSON_GetObjectItemCaseSensitive(root, "interrupted");
    EXPECT(cJSON_IsObject(intr));
    EXPECT(cJSON_IsString(cJSON_GetObjectItemCaseSensitive(intr, "signal")) &&
           strcmp(cJSON_GetObjectItemCaseSensitive(intr, "signal")->valuestring, "SIGINT") == 0);
    EXPECT(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(intr, "finished")) == 4);
    EXPECT(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(intr, "selected")) == 10);
    EXPECT(h && strstr(h, "<h1>Interrupted, no verdict</h1>") &&
           strstr(h, "Interrupted by SIGINT after 4 of 10 tests"));
    EXPECT(h && !strstr(h, "<h1>Conformant</h1>"));
    EXPECT(m && strncmp(m, "# aclcts: interrupted, no verdict\n", 34) == 0 &&
           strstr(m, "Interrupted by SIGINT after 4 of 10"));
    EXPECT(x && strstr(x, "<testsuites name=\"aclcts\" tests=\"5\" failures=\"0\" errors=\"1\"") &&
           strstr(x, "interrupted by SIGINT after 4 of 10 tests"));
    cJSON_Delete(root);
    free(j);
    free(h);
    free(m);
    free(x);
    free(jp);
    free(hp);
    free(mp);
    free(xp);
}

/* ---- a full disk ---- */

static size_t entries_in(const char *dir)
{
    size_t n = 0;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d)) != NULL;) n += e->d_name[0] != '.';
    if (d) closedir(d);
    return n;
}

/* RLIMIT_FSIZE makes writes past 4 KiB fail with EFBIG, as a full disk
 * would (SIGXFSZ ignored). The old report must survive untouched. */
static void check_full_disk(const char *dir)
{
    static const char old[] = "old report\n";
    char *big = malloc(64 * 1024 + 1);
    memset(big, 'x', 64 * 1024);
    big[64 * 1024] = '\0';
    aclcts_result one = results[1];
    one.message = big;
    aclcts_run run = make_run(&one, 1);
    mkdir(dir, 0755);
    char *p = path_in(dir, "report");
    FILE *f = fopen(p, "w");
    fputs(old, f);
    fclose(f);

    struct rlimit saved, small = {4096, 0};
    getrlimit(RLIMIT_FSIZE, &saved);
    small.rlim_max = saved.rlim_max;
    signal(SIGXFSZ, SIG_IGN);
    setrlimit(RLIMIT_FSIZE, &small);
    EXPECT(aclcts_write_results_json(&run, p) == -1);
    EXPECT(aclcts_write_junit(&run, p) == -1);
    EXPECT(aclcts_write_html(&run, p) == -1);
    EXPECT(aclcts_write_summary_md(&run, p) == -1);
    setrlimit(RLIMIT_FSIZE, &saved);

    char *now = slurp(p);
    EXPECT(now && strcmp(now, old) == 0);
    EXPECT(entries_in(dir) == 1); /* no temporary file left */
    EXPECT(aclcts_write_html(&run, "/nonexistent-dir/report.html") == -1);
    free(now);
    free(p);
    free(big);
}

/* ---- rule status and escaping units ---- */

static void check_units(void)
{
    aclcts_run run = make_run(results, NRESULTS);
    EXPECT(strcmp(aclcts_rule_status(&run, &rules[5]), "skip") == 0); /* hazard alone */
    EXPECT(strcmp(aclcts_rule_status(&run, &rules[4]), "untested") == 0);
    EXPECT(strcmp(aclcts_status_name(ACLCTS_HAZARD), "hazard") == 0);
    EXPECT(strcmp(aclcts_status_name((aclcts_status)99), "unknown") == 0);
    char *clean = aclcts_utf8_clean("a\xf4\x90\x80\x80z\xe2\x82\xac");
    EXPECT(clean && strcmp(clean, "a\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbdz\xe2\x82\xac") == 0);
    free(clean);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fputs("usage: aclcts_reports_selftest OUTDIR\n", stderr);
        return 2;
    }
    const char *dir = argv[1];
    mkdir(dir, 0755);
    aclcts_run run = make_run(results, NRESULTS);
    EXPECT(aclcts_write_reports(&run, dir) == 0);
    check_json(dir);
    check_junit(dir);
    check_html(dir);
    check_md(dir);
    check_units();
    char *ok_dir = path_in(dir, "conformant"), *full_dir = path_in(dir, "full");
    char *intr_dir = path_in(dir, "interrupted");
    mkdir(ok_dir, 0755);
    mkdir(intr_dir, 0755);
    check_conformant(ok_dir);
    check_interrupted(intr_dir);
    free(intr_dir);
    check_full_disk(full_dir);
    free(ok_dir);
    free(full_dir);
    if (failures) fprintf(stderr, "harness.reports: %d check(s) failed\n", failures);
    else printf("harness.reports: all checks passed; reports in %s\n", dir);
    return failures ? 1 : 0;
}

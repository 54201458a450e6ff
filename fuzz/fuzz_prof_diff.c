/* fuzz_prof_diff: the bytes are a `profiler` configuration, the JSON object
 * text libascendcl's aclInit hands to MsprofInit(1, text, length). The model
 * of msprof (lower/msprof) decides on it, and:
 *
 *   - with ACLCTS_FUZZ_MSPROF=<a libmsprof>: the library decides on the same
 *     text in a forked child of fuzz_prof_diff_server (prof_diff_server.c:
 *     uninstrumented, it loads the library once and forks per text, so no
 *     state leaks between texts; MsprofInit(1, text, length), then
 *     MsprofFinalize, as aclInit and aclFinalize call them), and the two
 *     must agree on MsprofInit's return code and, where both report one, on
 *     the first error report: its id where the model says the id does not
 *     depend on the order of the members, and the member it names where only
 *     one member was refused (the library's reports are read from its
 *     stderr, records "ERRMSG EKxxxx ... param=[member]" or
 *     "... config=[member]");
 *     MsprofFinalize must return 0; a crash, a signal or a hang of the child
 *     (its threads included) is a difference too, except where the model
 *     says msprof's parser ends the process (decision "hazard": an exception
 *     nothing catches, a double free), where the child must end without
 *     answering. The model answers in the world the library meets: a device
 *     host when libascend_hal.so can be loaded from this process's library
 *     path, else a general server (msprof's own test, Platform::Init);
 *   - always (the plain ctest replay, model alone): the decision is one msprof
 *     can give (0 with "on"/"off", 3 or 5 with a reason carrying an id), the
 *     same text gives the same decision twice, and a general server never
 *     starts profiling from the JSON (PROF010).
 *
 * The first difference prints the configuration, both answers and the
 * library's error lines, writes the configuration as prof-diff-<hash>.json
 * (into ACLCTS_FUZZ_ARTIFACTS, else the current directory) and aborts.
 *
 * Input: bytes starting with '{' are the text itself (readable seeds, and
 * msprof's parser meets raw text); any other bytes are decoded into an object
 * of `profiler` members (decode_members), so that fuzzing spends its time on
 * the member checks rather than on JSON syntax.
 *
 * Library children run with HOME and the working directory in a scratch
 * directory (msprof creates its output and log directories there), with
 * PROFILER_SAMPLECONFIG, PROFILING_MODE and ASCEND_WORK_PATH unset; a text
 * that names an `output` outside that directory ('/', '~' or "..") is not
 * handed to the library, nor is a text with a NUL byte inside a key or a
 * string (the model reads those as C strings; libascendcl never hands such a
 * text). The world is probed once, by loading libascend_hal.so in a child.
 * Environment: ACLCTS_FUZZ_MSPROF (library path),
 * ACLCTS_FUZZ_ARTIFACTS, ACLCTS_FUZZ_CHILD_TIMEOUT (seconds, default 10). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <ftw.h>
#include <libgen.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "msprof/msprof_model.h"
#include "src/prof_server.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

#define TEXT_MAX PROF_SERVER_TEXT_MAX
#define DEFAULT_TIMEOUT_S 10 /* per child: MsprofInit and MsprofFinalize together */
#define MEMBER_CMP 48        /* member names compare on this many bytes: both sides keep truncated copies */

/* What the library answered for one text. */
typedef struct lib_answer {
    int32_t init_ret, finalize_ret;
    char first_id[16];        /* the first "ERRMSG <id>" line's id, "" when none */
    const char *first_report; /* that record, in errlog */
    size_t first_report_len;
    char status[128]; /* "" when the child ended normally */
    char errlog[PROF_SERVER_LOG_MAX + 1];
} lib_answer;

static struct {
    const char *path;
    aclcts_msprof_world world;
    char scratch[256];
    unsigned timeout_s;
    pid_t server;
    int to_server, from_server;
} g_lib;

static char g_text[TEXT_MAX + 1];
static size_t g_len;

/* ---- the configuration text ---- */

/* The keys decode_members picks from: ACLJSON_CONFIG_VECTOR (the model's
 * list), then names it lacks that msprof knows elsewhere, then a stranger;
 * a byte picks the key of its index, so the order is the seeds' format. */
static const char *const g_other_keys[] = {"task_trace", "task_block",  "training_trace",
                                           "sys_lp",     "nts_metrics", "Switch"};
#define OTHER_KEYS (sizeof g_other_keys / sizeof g_other_keys[0])
#define KEYS_MAX 64
static const char *g_keys[KEYS_MAX];
static size_t g_nkeys;

static void keys_init(void)
{
    for (size_t i = 0; aclcts_msprof_members[i] != NULL && g_nkeys < KEYS_MAX - OTHER_KEYS; i++)
        g_keys[g_nkeys++] = aclcts_msprof_members[i];
    for (size_t i = 0; i < OTHER_KEYS; i++) g_keys[g_nkeys++] = g_other_keys[i];
}

#define VALUES_MAX 24
typedef struct value_set {
    const char *for_key; /* a key, a suffix "_freq", or NULL: every other key */
    const char *v[VALUES_MAX];
} value_set;

/* Values as JSON literal text, valid ones first. */
static const value_set g_values[] = {
    {"task_time", {"\"l0\"", "\"l1\"", "\"l2\"", "\"l3\"", "\"on\"", "\"off\"", "\"\"", "\"l4\"", "\"L1\"", "1"}},
    {"ge_api", {"\"l0\"", "\"l1\"", "\"off\"", "\"\"", "\"l2\"", "\"l3\"", "\"on\"", "0"}},
    {"aic_metrics",
     {"\"PipeUtilization\"",
      "\"ArithmeticUtilization\"",
      "\"Memory\"",
      "\"MemoryL0\"",
      "\"MemoryUB\"",
      "\"ResourceConflictRatio\"",
      "\"L2Cache\"",
      "\"MemoryAccess\"",
      "\"PipeUtilizationExct\"",
      "\"PipelineExecuteUtilization\"",
      "\"PipeStallCycle\"",
      "\"ScalarRatio\"",
      "\"\"",
      "\"Custom:0x1,0x2\"",
      "\"Custom:0X1\"",
      "\"Custom:12, 0xff\"",
      "\"Custom:1,2,3,4,5,6,7,8\"",
      "\"Custom:1,2,3,4,5,6,7,8,9\"",
      "\"Custom:\"",
      "\"Custom:0xg\"",
      "\"Custom:2147483648\"",
      "\"pipeutilization\"",
      "\"Custom:1,,2\"",
      "7"}},
    {"_freq", {"1", "10", "50",         "51",     "100", "101",  "300",  "1000",       "30000",      "30001",
               "0", "-1", "4294967297", "\"10\"", "1.5", "true", "null", "2147483647", "2147483648", "10000"}},
    {"output", {"\"out\"", "\"\"", "\"a|b\"", "\"o\\tx\"", "\"x;y\"", "\"x$y\"", "\"o%d\"", "\"o'\"", "1", "\"o`\""}},
    {"storage_limit",
     {"\"200MB\"", "\"\"", "\"199MB\"", "\"4294967295MB\"", "\"4294967296MB\"", "\"200\"", "\"0200MB\"", "\"MB\"",
      "\"20xMB\"", "200", "\"99999999999MB\"", "\"200mb\""}},
    {"llc_profiling", {"\"read\"", "\"write\"", "\"\"", "\"capacity\"", "\"on\"", "1"}},
    {"host_sys",
     {"\"cpu\"", "\"cpu,mem\"", "\"disk,network,osrt,numa\"", "\"\"", "\"cpu,\"", "\"gpu\"", "\",\"", "1", "\"mem\""}},
    {"host_sys_usage", {"\"cpu\"", "\"mem\"", "\"cpu,mem\"", "\"\"", "\"disk\"", "\"cpu,\"", "1"}},
    {"sys_mem_serviceflow", {"\"x\"", "\"\"", "\"on\"", "1"}},
    {"optype", {"\"Conv2D\"", "\"\"", "\"a,,b\"", "\"a,b,a\"", "1"}},
    {NULL, {"\"on\"", "\"off\"", "\"\"", "\"ON\"", "\"l1\"", "1", "true", "null", "[]", "{}", "\"x\""}},
};

/* Values any key may meet: other types and shapes. */
static const char *const g_any_values[] = {"null",     "true",      "false",  "1.5",     "-3",      "0",
                                           "[\"on\"]", "{\"a\":1}", "\"on\"", "\" on\"", "\"on \"", "\"\\\"on\""};
#define NANY (sizeof g_any_values / sizeof g_any_values[0])

static const value_set *values_for(const char *key)
{
    size_t n = strlen(key);
    for (const value_set *s = g_values; s->for_key != NULL; ++s) {
        size_t k = strlen(s->for_key);
        if (strcmp(s->for_key, key) == 0 || (s->for_key[0] == '_' && n >= k && strcmp(key + n - k, s->for_key) == 0)) {
            return s;
        }
    }
    return &g_values[sizeof g_values / sizeof g_values[0] - 1];
}

static size_t value_count(const value_set *s)
{
    size_t n = 0;
    while (n < VALUES_MAX && s->v[n] != NULL) {
        ++n;
    }
    return n;
}

static void append(const char *s)
{
    size_t n = strlen(s);
    if (g_len + n <= TEXT_MAX) {
        memcpy(g_text + g_len, s, n);
        g_len += n;
        g_text[g_len] = '\0';
    }
}

/* Byte 0: bit 0 puts "switch":"on" first. Then one member per two bytes: a
 * key (byte % NKEYS) and a value (below 0xF0: one of the key's own values;
 * from 0xF0: one of g_any_values). */
static void decode_members(const uint8_t *data, size_t size)
{
    g_len = 0;
    append("{");
    int first = 1;
    if (size > 0 && (data[0] & 1u) != 0) {
        append("\"switch\":\"on\"");
        first = 0;
    }
    for (size_t i = 1; i + 1 < size; i += 2) {
        const char *key = g_keys[data[i] % g_nkeys];
        const value_set *vs = values_for(key);
        uint8_t v = data[i + 1];
        const char *value = v >= 0xF0 ? g_any_values[(v - 0xF0u) % NANY] : vs->v[v % value_count(vs)];
        append(first ? "\"" : ",\"");
        append(key);
        append("\":");
        append(value);
        first = 0;
    }
    append("}");
}

static void make_text(const uint8_t *data, size_t size)
{
    if (size > 0 && data[0] == '{') {
        g_len = size < TEXT_MAX ? size : TEXT_MAX;
        memcpy(g_text, data, g_len);
        g_text[g_len] = '\0';
    } else {
        decode_members(data, size);
    }
}

/* ---- reporting ---- */

static void print_text(FILE *f)
{
    fputc('\'', f);
    for (size_t i = 0; i < g_len; i++) {
        unsigned char c = (unsigned char)g_text[i];
        if (c >= 0x20 && c < 0x7f) fputc(c, f);
        else fprintf(f, "\\x%02x", c);
    }
    fprintf(f, "' (%zu bytes)", g_len);
}

static void write_reproducer(void)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < g_len; i++) h = (h ^ (uint8_t)g_text[i]) * 16777619u;
    const char *dir = getenv("ACLCTS_FUZZ_ARTIFACTS");
    char path[4096];
    snprintf(path, sizeof path, "%s/prof-diff-%08x.json", dir != NULL && *dir ? dir : ".", h);
    FILE *f = fopen(path, "wb");
    if (f == NULL) {
        fprintf(stderr, "fuzz_prof_diff: cannot write %s\n", path);
        return;
    }
    fwrite(g_text, 1, g_len, f);
    fclose(f);
    fprintf(stderr, "reproducer: %s\nreplay: ACLCTS_FUZZ_MSPROF=%s fuzz_prof_diff %s\n", path,
            g_lib.path != NULL ? g_lib.path : "<library>", path);
}

static const char *world_name(aclcts_msprof_world w)
{
    return w == ACLCTS_MSPROF_WORLD_GENERAL ? "general server" : "device host (Atlas A2)";
}

static void model_line(FILE *f, const aclcts_msprof_decision *d)
{
    fprintf(f, "  model:   MsprofInit %d, %s%s%s (refused members %u%s)\n", d->ret, d->decision,
            d->reason[0] ? ", " : "", d->reason, d->refusals, d->id_order_dependent ? ", id order dependent" : "");
}

static void cleanup(void);
static void broken(const char *what, const aclcts_msprof_decision *d, const lib_answer *a) __attribute__((noreturn));
static void broken(const char *what, const aclcts_msprof_decision *d, const lib_answer *a)
{
    fprintf(stderr, "\nfuzz_prof_diff: %s\n  world: %s\n  config: ", what, world_name(g_lib.world));
    print_text(stderr);
    fputc('\n', stderr);
    if (d != NULL) model_line(stderr, d);
    if (a != NULL) {
        fprintf(stderr, "  library: %s", a->status[0] ? a->status : "");
        if (!a->status[0]) {
            fprintf(stderr, "MsprofInit %d, MsprofFinalize %d, first error id %s", a->init_ret, a->finalize_ret,
                    a->first_id[0] ? a->first_id : "(none)");
        }
        fprintf(stderr, "\n  library stderr:\n%s\n", a->errlog);
    }
    write_reproducer();
    cleanup(); /* abort() runs no atexit handler */
    abort();
}

/* ---- the model ---- */

static aclcts_msprof_decision model_decide(aclcts_msprof_world world)
{
    aclcts_msprof_state st;
    aclcts_msprof_state_init(&st);
    st.world = world;
    aclcts_msprof_decision d = aclcts_msprof_init(&st, ACLCTS_MSPROF_CTRL_INIT_ACL_JSON, g_text, (uint32_t)g_len, NULL);
    aclcts_msprof_finalize(&st);
    return d;
}

static void model_id(const aclcts_msprof_decision *d, char *id, size_t cap)
{
    id[0] = '\0';
    if (strncmp(d->reason, "EK", 2) == 0) {
        snprintf(id, cap, "%.*s", (int)strcspn(d->reason, " "), d->reason);
    }
}

/* The member msprof's report names for the model's reason "<id> <what>":
 * for the text as a whole (EK0003 "parse", "null", "length": no member of
 * the whitelist has those names) "acl json config" (CheckAclJsonInitData,
 * ParseAclJsonConfig), or "length of acl json config". */
static const char *model_member(const aclcts_msprof_decision *d)
{
    const char *what = strchr(d->reason, ' ');
    what = what != NULL ? what + 1 : "";
    if (strncmp(d->reason, "EK0003 ", 7) != 0) return what;
    if (strcmp(what, "parse") == 0 || strcmp(what, "null") == 0) return "acl json config";
    if (strcmp(what, "length") == 0) return "length of acl json config";
    return what;
}

/* The shape every decision has, the same answer twice, and PROF010. */
static void check_model(aclcts_msprof_world world)
{
    aclcts_msprof_decision d = model_decide(world), again = model_decide(world);
    aclcts_msprof_world saved = g_lib.world;
    g_lib.world = world;
    if (d.ret != again.ret || strcmp(d.decision, again.decision) != 0 || strcmp(d.reason, again.reason) != 0) {
        broken("the model decided twice differently", &d, NULL);
    }
    if (strcmp(d.decision, "hazard") == 0 && (d.ret != ACLCTS_MSPROF_ERROR_CONFIG_INVALID || !d.refusals)) {
        broken("a hazard not answered as a refusal", &d, NULL);
    }
    int ok = d.ret == ACLCTS_MSPROF_ERROR_NONE;
    if (ok != (strcmp(d.decision, "on") == 0 || strcmp(d.decision, "off") == 0)) {
        broken("the model's code and decision disagree", &d, NULL);
    }
    if (!ok && ((d.ret != ACLCTS_MSPROF_ERROR_CONFIG_INVALID && d.ret != ACLCTS_MSPROF_ERROR) ||
                strchr(d.reason, ' ') == NULL)) {
        broken("a refusal without msprof's code or a reason \"<id> <what>\"", &d, NULL);
    }
    if (world == ACLCTS_MSPROF_WORLD_GENERAL && strcmp(d.decision, "on") == 0) {
        broken("PROF010: a general server started profiling from the JSON", &d, NULL);
    }
    g_lib.world = saved;
}

/* ---- the library, in a child of the fork server ---- */

static void describe(const prof_server_reply *rep, lib_answer *a)
{
    switch (rep->status) {
    case PROF_SERVER_ANSWERED:
        break;
    case PROF_SERVER_SIGNALLED:
        snprintf(a->status, sizeof a->status, "crash: signal %d (%s)", rep->detail, strsignal(rep->detail));
        break;
    case PROF_SERVER_EXITED:
        snprintf(a->status, sizeof a->status, "the child exited with %d before answering", rep->detail);
        break;
    case PROF_SERVER_HUNG:
        snprintf(a->status, sizeof a->status, "hang: no answer within %u s", g_lib.timeout_s);
        break;
    default:
        fprintf(stderr, "fuzz_prof_diff: the fork server could not start a child\n");
        abort();
    }
}

/* The first "ERRMSG <id> key=[value] ..." record (values may hold newlines:
 * it runs to the next record). */
static void read_first_report(lib_answer *a)
{
    const char *e = strstr(a->errlog, "ERRMSG ");
    if (e == NULL || (e != a->errlog && e[-1] != '\n')) {
        return;
    }
    snprintf(a->first_id, sizeof a->first_id, "%.*s", (int)strcspn(e + 7, " \n"), e + 7);
    const char *next = strstr(e + 1, "\nERRMSG ");
    a->first_report = e;
    a->first_report_len = next != NULL ? (size_t)(next - e) : strlen(e);
}

static lib_answer g_answer;

static const lib_answer *library_decide(void)
{
    lib_answer *a = &g_answer;
    memset(a, 0, sizeof *a);
    uint32_t len = (uint32_t)g_len;
    prof_server_reply rep;
    if (prof_server_io(g_lib.to_server, &len, sizeof len, 1) != 0 ||
        prof_server_io(g_lib.to_server, g_text, len, 1) != 0 ||
        prof_server_io(g_lib.from_server, &rep, sizeof rep, 0) != 0 || rep.log_len > PROF_SERVER_LOG_MAX ||
        prof_server_io(g_lib.from_server, a->errlog, rep.log_len, 0) != 0) {
        fprintf(stderr, "fuzz_prof_diff: the fork server for %s is gone (see its message above)\n", g_lib.path);
        exit(2);
    }
    a->errlog[rep.log_len] = '\0';
    a->init_ret = rep.init_ret;
    a->finalize_ret = rep.finalize_ret;
    describe(&rep, a);
    read_first_report(a);
    return a;
}

/* The record holds param=[<member>] or config=[<member>] (the member's first
 * MEMBER_CMP bytes when longer: both sides keep truncated copies). */
static int report_names(const lib_answer *a, const char *member)
{
    char needle[MEMBER_CMP + 16], record[PROF_SERVER_LOG_MAX + 1];
    snprintf(record, sizeof record, "%.*s", (int)a->first_report_len, a->first_report);
    int whole = strlen(member) < MEMBER_CMP;
    for (const char *const *k = (const char *const[]){"param=[", "config=[", NULL}; *k != NULL; ++k) {
        snprintf(needle, sizeof needle, "%s%.*s%s", *k, MEMBER_CMP, member, whole ? "]" : "");
        if (strstr(record, needle) != NULL) {
            return 1;
        }
    }
    return 0;
}

/* An `output` the library would create outside the scratch directory. */
static int leaves_scratch(void)
{
    return strstr(g_text, "output") != NULL &&
           (memchr(g_text, '/', g_len) != NULL || memchr(g_text, '~', g_len) != NULL || strstr(g_text, "..") != NULL);
}

static void compare(void)
{
    if (leaves_scratch()) {
        return;
    }
    aclcts_msprof_decision d = model_decide(g_lib.world);
    if (d.nul_in_strings) {
        return; /* the model's limit (msprof_model.h), not a question for the library */
    }
    const lib_answer *a = library_decide();
    /* A hazard ends the child before it answers (a signal, or an exit). */
    int hazard = strcmp(d.decision, "hazard") == 0, ended = a->status[0] && strncmp(a->status, "hang", 4) != 0;
    if (hazard && !ended) {
        broken("the model says msprof ends the process here; the library did not", &d, a);
    }
    if (hazard) {
        return;
    }
    if (a->status[0]) {
        broken("the library did not answer", &d, a);
    }
    if (a->init_ret != d.ret) {
        broken("MsprofInit's return code differs", &d, a);
    }
    if (a->finalize_ret != 0) {
        broken("MsprofFinalize did not return 0", &d, a);
    }
    char id[16];
    model_id(&d, id, sizeof id);
    if (id[0] && a->first_id[0] && !d.id_order_dependent && strcmp(id, a->first_id) != 0) {
        broken("the first error id differs", &d, a);
    }
    /* A text holding a line "ERRMSG ..." forges records inside the library's
     * own: its member is not read back. */
    int forged = memmem(g_text, g_len, "\nERRMSG", 7) != NULL;
    if (id[0] && a->first_id[0] && d.refusals <= 1 && !forged && !report_names(a, model_member(&d))) {
        broken("the first error report does not name the model's member", &d, a);
    }
}

/* ---- set-up ---- */

static aclcts_msprof_world probe_world(void)
{
    pid_t pid = fork();
    if (pid == 0) {
        _exit(dlopen("libascend_hal.so", RTLD_LAZY | RTLD_LOCAL) != NULL ? 0 : 1);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? ACLCTS_MSPROF_WORLD_DEVICE : ACLCTS_MSPROF_WORLD_GENERAL;
}

static int rm_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb, (void)flag, (void)ftw;
    return remove(path);
}

static void cleanup(void)
{
    if (g_lib.to_server >= 0) close(g_lib.to_server); /* the server ends when its input closes */
    if (g_lib.server > 0) waitpid(g_lib.server, NULL, 0);
    if (g_lib.scratch[0]) nftw(g_lib.scratch, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
    g_lib.to_server = -1;
    g_lib.server = 0;
    g_lib.scratch[0] = '\0';
}

/* fuzz_prof_diff_server, next to this executable. */
static void start_server(void)
{
    char exe[4096], server[4200], timeout[16];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = '\0';
    snprintf(server, sizeof server, "%s/fuzz_prof_diff_server", dirname(exe));
    snprintf(timeout, sizeof timeout, "%u", g_lib.timeout_s);
    int in[2], out[2];
    if (access(server, X_OK) != 0 || pipe(in) != 0 || pipe(out) != 0) {
        fprintf(stderr, "fuzz_prof_diff: no fork server %s\n", server);
        exit(2);
    }
    g_lib.server = fork();
    if (g_lib.server == 0) {
        dup2(in[0], STDIN_FILENO);
        dup2(out[1], STDOUT_FILENO);
        close(in[1]);
        close(out[0]);
        execl(server, server, g_lib.path, g_lib.scratch, timeout, (char *)NULL);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    g_lib.to_server = in[1];
    g_lib.from_server = out[0];
    signal(SIGPIPE, SIG_IGN); /* a dead server shows as a failed write */
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    g_lib.to_server = g_lib.from_server = -1;
    g_lib.path = getenv("ACLCTS_FUZZ_MSPROF");
    if (g_lib.path == NULL || *g_lib.path == '\0') {
        g_lib.path = NULL;
        return 0;
    }
    const char *t = getenv("ACLCTS_FUZZ_CHILD_TIMEOUT");
    g_lib.timeout_s = t != NULL && atoi(t) > 0 ? (unsigned)atoi(t) : DEFAULT_TIMEOUT_S;
    const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : (getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    snprintf(g_lib.scratch, sizeof g_lib.scratch, "%s/fuzz_prof_diff.XXXXXX", base);
    if (mkdtemp(g_lib.scratch) == NULL) {
        perror("fuzz_prof_diff: mkdtemp");
        exit(2);
    }
    atexit(cleanup);
    g_lib.world = probe_world();
    start_server();
    fprintf(stderr, "fuzz_prof_diff: %s against the model, world: %s\n", g_lib.path, world_name(g_lib.world));
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (g_nkeys == 0) keys_init();
    make_text(data, size);
    check_model(ACLCTS_MSPROF_WORLD_DEVICE);
    check_model(ACLCTS_MSPROF_WORLD_GENERAL);
    if (g_lib.path != NULL) {
        compare();
    }
    return 0;
}

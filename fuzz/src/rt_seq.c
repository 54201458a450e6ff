/* fuzz_rt_diff's sequences (see rt_seq.h): decoding, printing, and running
 * one program over two threads against one rtd_api. */
#define _GNU_SOURCE
#include "rt_seq.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define RTD_DEVICE_CHOICES 6
/* In range (0, 1, 3, 7 of 8 devices), one past the count, and -1 (which
 * rtSetDefaultDeviceId reads as "none"). */
static const int32_t rtd_devices[RTD_DEVICE_CHOICES] = {0, 1, 3, 7, 8, -1};
#define RTD_UNTOUCHED ((void *)(uintptr_t)0x5a5a5a50u) /* pre-filled into every pointer output */
#define RTD_UNTOUCHED_INT (-12345)                     /* pre-filled into every integer output */
#define RTD_CTX_FLAGS_NORMAL 0u                        /* RT_CTX_NORMAL_MODE */
#define RTD_STREAM_PRIORITY 0
#define RTD_MAX_HANDLES (3 * RTD_MAX_CALLS * 2) /* every call and observation may show a new handle */

/* One line each: what the runtime does, and where (product paths). */
const char *const rtd_hazard_texts[RTD_HAZARD_COUNT] = {
    [RTD_HAZARD_NONE] = "",
    [RTD_HAZARD_EVENT_OF_TORN_DOWN_CTX] =
        "HAZ: an event whose context was torn down since its creation crashes rtEventRecord, "
        "rtEventSynchronize and rtEventDestroy (core/src/event/event.cc)",
    [RTD_HAZARD_SET_DEVICE_OVER_DESTROYED_CTX] =
        "HAZ: rtSetDevice on a thread still bound to a context another thread destroyed crashes "
        "(core/src/context/context.cc Context::TryDeleteIfNeeded)",
};

const char *const rtd_symbols[RTD_FN_COUNT] = {
    "rtSetDevice",     "rtDeviceReset",       "rtDeviceResetForce",   "rtGetDevice",       "rtGetDeviceCount",
    "rtGetRunMode",    "rtDeviceSynchronize", "rtSetDefaultDeviceId", "rtCtxCreateEx",     "rtCtxDestroyEx",
    "rtCtxSetCurrent", "rtCtxGetCurrent",     "rtStreamCreate",       "rtStreamDestroy",   "rtStreamSynchronize",
    "rtEventCreate",   "rtEventDestroy",      "rtEventRecord",        "rtEventSynchronize"};

void rtd_decode(const uint8_t *data, size_t size, rtd_prog *p)
{
    p->count = 0;
    for (size_t i = 0; i + 1 < size && p->count < RTD_MAX_CALLS; i += 2) {
        rtd_call *c = &p->calls[p->count++];
        c->thread = data[i] >> 7;
        c->fn = (uint8_t)((data[i] & 0x7f) % RTD_FN_COUNT);
        c->unobserved = ((data[i] & 0x7f) / RTD_FN_COUNT) % 2;
        c->a = data[i + 1] & 0x0f;
        c->b = data[i + 1] >> 4;
    }
}

static int32_t dev_arg(const rtd_call *c) { return rtd_devices[c->a % RTD_DEVICE_CHOICES]; }
static int slot_b(const rtd_call *c) { return c->b % (RTD_SLOTS + 1); }
static int slot_a(const rtd_call *c) { return c->a % (RTD_SLOTS + 1); }

static void slot_name(char *out, size_t cap, const char *kind, int slot)
{
    if (slot == RTD_SLOTS) snprintf(out, cap, "NULL");
    else snprintf(out, cap, "%s[%d]", kind, slot);
}

void rtd_format_call(const rtd_call *c, char *out, size_t cap)
{
    const char *sym = rtd_symbols[c->fn];
    char h[16], s[16];
    int t = c->thread;
    switch (c->fn) {
    case RTD_SET_DEVICE:
    case RTD_DEVICE_RESET:
    case RTD_DEVICE_RESET_FORCE:
    case RTD_SET_DEFAULT_DEVICE:
        snprintf(out, cap, "T%d %s(%d)", t, sym, (int)dev_arg(c));
        break;
    case RTD_GET_DEVICE:
        snprintf(out, cap, "T%d %s(&dev)", t, sym);
        break;
    case RTD_GET_DEVICE_COUNT:
        snprintf(out, cap, "T%d %s(&count)", t, sym);
        break;
    case RTD_GET_RUN_MODE:
        snprintf(out, cap, "T%d %s(&mode)", t, sym);
        break;
    case RTD_DEVICE_SYNCHRONIZE:
        snprintf(out, cap, "T%d %s()", t, sym);
        break;
    case RTD_CTX_CREATE:
        snprintf(out, cap, "T%d %s(&ctx[%d], 0, %d)", t, sym, slot_b(c) % RTD_SLOTS, (int)dev_arg(c));
        break;
    case RTD_CTX_GET_CURRENT:
        snprintf(out, cap, "T%d %s(&ctx[%d])", t, sym, slot_b(c) % RTD_SLOTS);
        break;
    case RTD_STREAM_CREATE:
        snprintf(out, cap, "T%d %s(&stm[%d], 0)", t, sym, slot_b(c) % RTD_SLOTS);
        break;
    case RTD_EVENT_CREATE:
        snprintf(out, cap, "T%d %s(&evt[%d])", t, sym, slot_b(c) % RTD_SLOTS);
        break;
    case RTD_CTX_DESTROY:
    case RTD_CTX_SET_CURRENT:
        slot_name(h, sizeof h, "ctx", slot_b(c));
        snprintf(out, cap, "T%d %s(%s)", t, sym, h);
        break;
    case RTD_STREAM_DESTROY:
    case RTD_STREAM_SYNCHRONIZE:
        slot_name(h, sizeof h, "stm", slot_b(c));
        snprintf(out, cap, "T%d %s(%s)", t, sym, h);
        break;
    case RTD_EVENT_DESTROY:
    case RTD_EVENT_SYNCHRONIZE:
        slot_name(h, sizeof h, "evt", slot_b(c));
        snprintf(out, cap, "T%d %s(%s)", t, sym, h);
        break;
    case RTD_EVENT_RECORD:
        slot_name(h, sizeof h, "evt", slot_b(c));
        slot_name(s, sizeof s, "stm", slot_a(c));
        snprintf(out, cap, "T%d %s(%s, %s)", t, sym, h, s);
        break;
    default:
        snprintf(out, cap, "T%d ?", t);
        break;
    }
    size_t n = strlen(out);
    if (c->unobserved && n < cap) snprintf(out + n, cap - n, " [unobserved]");
}

void rtd_text_line(rtd_text *t, const char *line)
{
    size_t n = strlen(line), at = t->len;
    if (at + n + 2 > sizeof t->buf) return;
    memcpy(t->buf + at, line, n);
    t->buf[at + n] = '\n';
    t->buf[at + n + 1] = '\0';
    __atomic_store_n(&t->len, at + n + 1, __ATOMIC_RELEASE);
}

/* ---- one side's handles: slots and structural names ---- */

enum rtd_kind { KIND_CTX, KIND_STM, KIND_EVT, KIND_COUNT };
static const char *const kind_names[KIND_COUNT] = {"ctx", "stm", "evt"};

typedef struct rtd_side {
    const rtd_api *api;
    void *slots[KIND_COUNT][RTD_SLOTS];
    struct {
        int kind;
        void *addr;
        int id;
    } seen[RTD_MAX_HANDLES];
    size_t seen_count;
    int next_id[KIND_COUNT];
    /* A slot whose address a newer object took (the runtime reused the
     * memory of a destroyed one): passing it would pass that newer object,
     * which the model, whose addresses are never reused, cannot mirror. */
    int stale[KIND_COUNT][RTD_SLOTS];
} rtd_side;

/* A new name for h: every slot that still holds h held an older object. */
static void mark_stale(rtd_side *s, void *h)
{
    for (int k = 0; k < KIND_COUNT; ++k)
        for (int i = 0; i < RTD_SLOTS; ++i)
            if (s->slots[k][i] == h) s->stale[k][i] = 1;
}

/* The structural name of a handle: a fresh number when `fresh` (a create)
 * or never seen, else the number the address last had. */
static void handle_name(rtd_side *s, int kind, void *h, int fresh, char *out, size_t cap)
{
    if (h == NULL) {
        snprintf(out, cap, "NULL");
        return;
    }
    if (h == RTD_UNTOUCHED) {
        snprintf(out, cap, "untouched");
        return;
    }
    for (size_t i = s->seen_count; !fresh && i-- > 0;) {
        if (s->seen[i].kind == kind && s->seen[i].addr == h) {
            snprintf(out, cap, "%s#%d", kind_names[kind], s->seen[i].id);
            return;
        }
    }
    mark_stale(s, h);
    int id = s->next_id[kind]++;
    if (s->seen_count < RTD_MAX_HANDLES) s->seen[s->seen_count++] = (typeof(s->seen[0])){kind, h, id};
    snprintf(out, cap, "%s#%d", kind_names[kind], id);
}

/* A successful destroy frees the object: a runtime may hand its address to
 * the next object of any kind, which must get a name of its own. */
static int forget_handle(rtd_side *s, int rc, void *h)
{
    for (size_t i = 0; rc == 0 && h != NULL && i < s->seen_count; ++i)
        if (s->seen[i].addr == h) s->seen[i].addr = NULL;
    return rc;
}

static void *slot_value(const rtd_side *s, int kind, int slot)
{
    return slot == RTD_SLOTS ? NULL : s->slots[kind][slot];
}

/* A create-like call: the output pre-filled, then named; a non-NULL handle
 * written by a successful call goes into the slot. */
static void take_handle(rtd_side *s, int kind, int slot, int rc, void *h, int fresh, char *out, size_t cap)
{
    handle_name(s, kind, h, fresh && rc == 0, out, cap);
    if (rc == 0 && h != NULL && h != RTD_UNTOUCHED) {
        s->slots[kind][slot % RTD_SLOTS] = h;
        s->stale[kind][slot % RTD_SLOTS] = 0;
    }
}

static void int_out(int32_t v, const char *what, char *out, size_t cap)
{
    if (v == RTD_UNTOUCHED_INT) snprintf(out, cap, "%s untouched", what);
    else snprintf(out, cap, "%s %d", what, (int)v);
}

/* Makes the call on the calling thread; `wrote` says what it wrote. */
static int make_call(rtd_side *s, const rtd_call *c, char *wrote, size_t cap)
{
    const rtd_api *api = s->api;
    int32_t v = RTD_UNTOUCHED_INT;
    void *h = RTD_UNTOUCHED;
    int rc, b = slot_b(c);
    wrote[0] = '\0';
    switch (c->fn) {
    case RTD_SET_DEVICE:
        return api->set_device(dev_arg(c));
    case RTD_DEVICE_RESET:
        return api->device_reset(dev_arg(c));
    case RTD_DEVICE_RESET_FORCE:
        return api->device_reset_force(dev_arg(c));
    case RTD_SET_DEFAULT_DEVICE:
        return api->set_default_device(dev_arg(c));
    case RTD_DEVICE_SYNCHRONIZE:
        return api->device_synchronize();
    case RTD_GET_DEVICE:
        rc = api->get_device(&v);
        int_out(v, "dev", wrote, cap);
        return rc;
    case RTD_GET_DEVICE_COUNT:
        rc = api->get_device_count(&v);
        int_out(v, "count", wrote, cap);
        return rc;
    case RTD_GET_RUN_MODE:
        rc = api->get_run_mode(&v);
        int_out(v, "mode", wrote, cap);
        return rc;
    case RTD_CTX_CREATE:
        rc = api->ctx_create(&h, RTD_CTX_FLAGS_NORMAL, dev_arg(c));
        take_handle(s, KIND_CTX, b, rc, h, 1, wrote, cap);
        return rc;
    case RTD_CTX_GET_CURRENT:
        rc = api->ctx_get_current(&h);
        take_handle(s, KIND_CTX, b, rc, h, 0, wrote, cap);
        return rc;
    case RTD_STREAM_CREATE:
        rc = api->stream_create(&h, RTD_STREAM_PRIORITY);
        take_handle(s, KIND_STM, b, rc, h, 1, wrote, cap);
        return rc;
    case RTD_EVENT_CREATE:
        rc = api->event_create(&h);
        take_handle(s, KIND_EVT, b, rc, h, 1, wrote, cap);
        return rc;
    case RTD_CTX_DESTROY:
        return forget_handle(s, api->ctx_destroy(slot_value(s, KIND_CTX, b)), slot_value(s, KIND_CTX, b));
    case RTD_CTX_SET_CURRENT:
        return api->ctx_set_current(slot_value(s, KIND_CTX, b));
    case RTD_STREAM_DESTROY:
        return forget_handle(s, api->stream_destroy(slot_value(s, KIND_STM, b)), slot_value(s, KIND_STM, b));
    case RTD_STREAM_SYNCHRONIZE:
        return api->stream_synchronize(slot_value(s, KIND_STM, b));
    case RTD_EVENT_DESTROY:
        return forget_handle(s, api->event_destroy(slot_value(s, KIND_EVT, b)), slot_value(s, KIND_EVT, b));
    case RTD_EVENT_SYNCHRONIZE:
        return api->event_synchronize(slot_value(s, KIND_EVT, b));
    case RTD_EVENT_RECORD:
        return api->event_record(slot_value(s, KIND_EVT, b), slot_value(s, KIND_STM, slot_a(c)));
    default:
        return 0;
    }
}

/* The calling thread's current context, by structural name ("none": 107002). */
static void observe(rtd_side *s, char *out, size_t cap)
{
    void *h = RTD_UNTOUCHED;
    int rc = s->api->ctx_get_current(&h);
    if (rc == 0) {
        handle_name(s, KIND_CTX, h, 0, out, cap);
        return;
    }
    char name[32];
    handle_name(s, KIND_CTX, h, 0, name, sizeof name);
    snprintf(out, cap, "rc %d (%s)", rc, name);
}

/* ---- two threads taking turns ---- */

typedef struct rtd_runner {
    rtd_side side;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    int turn; /* the thread that runs the job, -1 none */
    int quit;
    const rtd_call *job; /* NULL: observe */
    rtd_filter filter;   /* set: ask it about job instead of making the call */
    void *hb, *ha;       /* the handles job would pass */
    int hazard;
    int rc;
    char wrote[96], seen[48];
} rtd_runner;

typedef struct rtd_thread_arg {
    rtd_runner *r;
    int me;
} rtd_thread_arg;

static void *worker(void *arg)
{
    rtd_thread_arg *a = arg;
    rtd_runner *r = a->r;
    pthread_mutex_lock(&r->mu);
    for (;;) {
        while (r->turn != a->me && !r->quit) pthread_cond_wait(&r->cv, &r->mu);
        if (r->quit) break;
        if (r->job != NULL && r->filter != NULL) r->hazard = r->filter(r->job, r->hb, r->ha);
        else if (r->job != NULL) r->rc = make_call(&r->side, r->job, r->wrote, sizeof r->wrote);
        else observe(&r->side, r->seen, sizeof r->seen);
        r->turn = -1;
        pthread_cond_broadcast(&r->cv);
    }
    pthread_mutex_unlock(&r->mu);
    return NULL;
}

/* Hands a job to thread `t` and waits until it is done. */
static void on_thread(rtd_runner *r, int t, const rtd_call *job)
{
    pthread_mutex_lock(&r->mu);
    r->job = job;
    r->turn = t;
    pthread_cond_broadcast(&r->cv);
    while (r->turn != -1) pthread_cond_wait(&r->cv, &r->mu);
    pthread_mutex_unlock(&r->mu);
}

/* The handles call c would pass as its b and a operands. */
static void call_handles(const rtd_side *s, const rtd_call *c, void **hb, void **ha)
{
    *hb = *ha = NULL;
    switch (c->fn) {
    case RTD_CTX_DESTROY:
    case RTD_CTX_SET_CURRENT:
        *hb = slot_value(s, KIND_CTX, slot_b(c));
        break;
    case RTD_STREAM_DESTROY:
    case RTD_STREAM_SYNCHRONIZE:
        *hb = slot_value(s, KIND_STM, slot_b(c));
        break;
    case RTD_EVENT_DESTROY:
    case RTD_EVENT_SYNCHRONIZE:
        *hb = slot_value(s, KIND_EVT, slot_b(c));
        break;
    case RTD_EVENT_RECORD:
        *hb = slot_value(s, KIND_EVT, slot_b(c));
        *ha = slot_value(s, KIND_STM, slot_a(c));
        break;
    default:
        break;
    }
}

static int passes_stale(const rtd_side *s, const rtd_call *c)
{
    switch (c->fn) {
    case RTD_CTX_DESTROY:
    case RTD_CTX_SET_CURRENT:
        return slot_b(c) < RTD_SLOTS && s->stale[KIND_CTX][slot_b(c)];
    case RTD_STREAM_DESTROY:
    case RTD_STREAM_SYNCHRONIZE:
        return slot_b(c) < RTD_SLOTS && s->stale[KIND_STM][slot_b(c)];
    case RTD_EVENT_DESTROY:
    case RTD_EVENT_SYNCHRONIZE:
        return slot_b(c) < RTD_SLOTS && s->stale[KIND_EVT][slot_b(c)];
    case RTD_EVENT_RECORD:
        return (slot_b(c) < RTD_SLOTS && s->stale[KIND_EVT][slot_b(c)]) ||
               (slot_a(c) < RTD_SLOTS && s->stale[KIND_STM][slot_a(c)]);
    default:
        return 0;
    }
}

/* The line that ends a run at a stale slot; rtd_compare stops there. */
static void run_stopped(const rtd_call *c, rtd_text *out)
{
    char call[96], line[320];
    rtd_format_call(c, call, sizeof call);
    snprintf(line, sizeof line, "%s%s", RTD_STOPPED, call);
    rtd_text_line(out, line);
}

static void run_skipped(const rtd_call *c, const char *why, rtd_text *out)
{
    char call[96], line[320];
    rtd_format_call(c, call, sizeof call);
    snprintf(line, sizeof line, "%-42s   skipped: %s", call, why);
    rtd_text_line(out, line);
}

static void run_one(rtd_runner *r, const rtd_call *c, rtd_text *out)
{
    char call[96], line[320], cur[RTD_THREADS][48];
    on_thread(r, c->thread, c);
    for (int t = 0; t < RTD_THREADS; ++t) {
        if (c->unobserved) {
            snprintf(cur[t], sizeof cur[t], "-");
            continue;
        }
        on_thread(r, t, NULL);
        snprintf(cur[t], sizeof cur[t], "%s", r->seen);
    }
    rtd_format_call(c, call, sizeof call);
    snprintf(line, sizeof line, "%-42s = %-6d %-16s | current: T0 %s, T1 %s", call, r->rc, r->wrote, cur[0], cur[1]);
    rtd_text_line(out, line);
}

void rtd_run(const rtd_prog *p, const rtd_api *api, rtd_filter filter, uint8_t skip[RTD_MAX_CALLS], rtd_text *out)
{
    static rtd_runner r; /* large; one run at a time per process */
    memset(&r.side, 0, sizeof r.side);
    r.side.api = api;
    r.turn = -1;
    r.quit = 0;
    r.filter = NULL;
    pthread_mutex_init(&r.mu, NULL);
    pthread_cond_init(&r.cv, NULL);
    pthread_t th[RTD_THREADS];
    rtd_thread_arg args[RTD_THREADS];
    for (int t = 0; t < RTD_THREADS; ++t) {
        args[t] = (rtd_thread_arg){&r, t};
        pthread_create(&th[t], NULL, worker, &args[t]);
    }
    for (size_t i = 0; i < p->count; ++i) {
        if (filter != NULL) { /* asked on the call's thread: a hazard may depend on its binding */
            call_handles(&r.side, &p->calls[i], &r.hb, &r.ha);
            r.filter = filter;
            on_thread(&r, p->calls[i].thread, &p->calls[i]);
            r.filter = NULL;
            skip[i] = (uint8_t)r.hazard;
        }
        const char *why = skip[i] != RTD_HAZARD_NONE && skip[i] < RTD_HAZARD_COUNT ? rtd_hazard_texts[skip[i]] : NULL;
        if (why != NULL) {
            run_skipped(&p->calls[i], why, out);
        } else if (passes_stale(&r.side, &p->calls[i])) {
            run_stopped(&p->calls[i], out);
            break;
        } else {
            run_one(&r, &p->calls[i], out);
        }
    }
    pthread_mutex_lock(&r.mu);
    r.quit = 1;
    pthread_cond_broadcast(&r.cv);
    pthread_mutex_unlock(&r.mu);
    for (int t = 0; t < RTD_THREADS; ++t) pthread_join(th[t], NULL);
    pthread_cond_destroy(&r.cv);
    pthread_mutex_destroy(&r.mu);
}

int rtd_compare(const char *model, const char *runtime)
{
    const char *stop = strstr(runtime, "\n" RTD_STOPPED);
    size_t n = stop != NULL                                              ? (size_t)(stop - runtime) + 1
               : strncmp(runtime, RTD_STOPPED, strlen(RTD_STOPPED)) == 0 ? 0
                                                                         : SIZE_MAX;
    if (n == SIZE_MAX) return strcmp(model, runtime) == 0;
    return strlen(model) >= n && strncmp(model, runtime, n) == 0;
}

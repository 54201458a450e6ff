/* aclGetRecentErrMsg (ERRMSG003, ERRMSG005, ERRMSG006, ERRMSG012..ERRMSG015).
 *
 * Needs no init and takes no lifecycle lock (THR005). Each thread keeps one stored
 * text (ERRMSG015), which only rtGetDevMsg's callback and this function's own
 * assignments change; nothing ever clears it. One call:
 *   1. rtGetDevMsg(0, callback): a callback with a message replaces the
 *      stored text with its len bytes, "" included; a failure is only logged
 *      and leaves the stored text as it was (ERRMSG003, ERRMSG012);
 *   2. fault events found (rtGetDevice, rtGetFaultEvent) are appended to the
 *      stored text, after "\n" when it is not empty (ERRMSG005, ERRMSG014);
 *   3. the host text, taken (and so cleared) from the store, goes in front:
 *      host + "\n" + stored, or host alone over an empty stored text
 *      (ERRMSG005, ERRMSG013).
 * The answer is the stored text; NULL when it and the host text are empty.
 * As in the product (src/acl/aclrt_impl/acl.cpp aclRecentErrMsg,
 * aclGetMsgCallback, GetFaultEventInfo, aclGetRecentErrMsgImpl).
 * The text is implementation-defined; only this shape is a rule.
 * The ipv350 library has its own (ipv350.c, IPV007). */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclref_limits.h"
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

/* The stored text: len bytes (it may hold NULs from a device message; like a
 * std::string it is "empty" only when len is 0), NUL-terminated. */
typedef struct stored_text {
    char *text;
    size_t len;
} stored_text;

static pthread_key_t g_stored_key; /* ERRMSG009: one buffer per thread, valid until its next call */
static pthread_once_t g_stored_once = PTHREAD_ONCE_INIT;

static void free_stored(void *cell)
{
    stored_text *stored = cell;
    free(stored->text);
    free(stored);
}

static void make_stored_key(void) { pthread_key_create(&g_stored_key, free_stored); }

/* This thread's stored text, created empty on first use. */
static stored_text *thread_stored(void)
{
    pthread_once(&g_stored_once, make_stored_key);
    stored_text *stored = pthread_getspecific(g_stored_key);
    if (stored == NULL) {
        stored = calloc(1, sizeof(*stored));
        if (stored != NULL) pthread_setspecific(g_stored_key, stored);
    }
    return stored;
}

/* stored = a + sep + b (each part may be empty); on no memory it stays. */
static void stored_assign3(stored_text *stored, const char *a, size_t a_len, const char *sep, const char *b,
                           size_t b_len)
{
    size_t sep_len = strlen(sep);
    char *text = malloc(a_len + sep_len + b_len + 1);
    if (text == NULL) return;
    memcpy(text, a, a_len);
    memcpy(text + a_len, sep, sep_len);
    memcpy(text + a_len + sep_len, b, b_len);
    text[a_len + sep_len + b_len] = '\0';
    free(stored->text);
    stored->text = text;
    stored->len = a_len + sep_len + b_len;
}

static const char *stored_or_empty(const stored_text *stored) { return stored->text ? stored->text : ""; }

/* rtGetDevMsg's callback (ERRMSG012): a NULL message leaves the stored text;
 * any other replaces it with exactly len bytes. */
static void on_device_message(const char *msg, uint32_t len)
{
    stored_text *stored = thread_stored();
    if (msg != NULL && stored != NULL) {
        stored_assign3(stored, msg, len, "", "", 0);
    }
}

/* ERRMSG005: "Fault diagnosis analysis: [0x<id>]<name>;..." (malloc'd), or
 * NULL without a device, when rtGetFaultEvent fails or finds nothing. */
static char *fault_event_text(void)
{
    int32_t device = 0;
    if (rtGetDevice(&device) != ACL_RT_SUCCESS) {
        return NULL;
    }
    rtDmsEventFilter filter;
    memset(&filter, 0, sizeof(filter));
    rtDmsFaultEvent *events = calloc(ACLREF_MAX_FAULT_EVENTS, sizeof(*events));
    uint32_t count = 0;
    char *text = NULL;
    size_t size = 0;
    if (events != NULL && rtGetFaultEvent(device, &filter, events, ACLREF_MAX_FAULT_EVENTS, &count) == ACL_RT_SUCCESS &&
        count > 0) {
        FILE *out = open_memstream(&text, &size);
        fputs("Fault diagnosis analysis: ", out);
        for (uint32_t i = 0; i < count && i < ACLREF_MAX_FAULT_EVENTS; i++) {
            events[i].eventName[RT_DMS_MAX_EVENT_NAME_LENGTH - 1] = '\0';
            fprintf(out, "[0x%x]%s;", (unsigned)events[i].eventId, events[i].eventName);
        }
        fclose(out);
    }
    free(events);
    return text;
}

/* ERRMSG014: fault text goes after the stored text, on every call that finds some. */
static void append_fault_text(stored_text *stored)
{
    char *faults = fault_event_text();
    if (faults == NULL) {
        return;
    }
    stored_assign3(stored, stored_or_empty(stored), stored->len, stored->len > 0 ? "\n" : "", faults, strlen(faults));
    free(faults);
}

/* ERRMSG013: the host text goes in front of the stored text. */
static void prepend_host_text(stored_text *stored, const char *host)
{
    size_t host_len = strlen(host);
    if (host_len == 0) {
        return;
    }
    stored_assign3(stored, host, host_len, stored->len > 0 ? "\n" : "", stored_or_empty(stored), stored->len);
}

const char *aclGetRecentErrMsg(void)
{
    stored_text *stored = thread_stored();
    if (stored == NULL) { /* GCOVR_EXCL_BR_LINE: allocation failure, which no test can cause */
        return NULL;      /* GCOVR_EXCL_LINE: allocation failure, which no test can cause */
    }
    (void)rtGetDevMsg(RT_GET_DEV_ERROR_MSG, on_device_message); /* ERRMSG003: failure only logged */
    append_fault_text(stored);
    char *host = errmsg_take_host_text(); /* ERRMSG006: reading clears the host store */
    prepend_host_text(stored, host ? host : "");
    free(host); /* ERRMSG031: a read keeps only the thread's one stored text */
    return stored->len > 0 ? stored->text : NULL;
}

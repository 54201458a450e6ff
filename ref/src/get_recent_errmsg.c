/* aclGetRecentErrMsg (ERRMSG003..ERRMSG006).
 *
 * Needs no init and takes no lifecycle lock. rtGetDevMsg's callback
 * overwrites a per-thread device buffer; fault events (rtGetDevice,
 * rtGetFaultEvent) are appended to the device part of this call's answer;
 * the host text, taken and cleared from the store, goes on top:
 * host + "\n" + device. NULL when both are empty.
 * The product composes the answer inside the device buffer itself, so when
 * the runtime does not call back, an old host text comes back on the next
 * call; the reference keeps the two apart, so reading clears (ERRMSG006).
 * The text is implementation-defined; only this shape is a rule.
 * The ipv350 profile returns the host text only, as the C layer does. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclref_limits.h"
#include "apply.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

typedef struct recent_buffer {
    char *text; /* NUL-terminated, may hold NULs from a device message */
    size_t len;
} recent_buffer;

/* Per thread: the last device message, and the answer handed out. */
typedef struct thread_messages {
    recent_buffer device;
    recent_buffer answer;
} thread_messages;

static pthread_key_t g_buffer_key;
static pthread_once_t g_buffer_once = PTHREAD_ONCE_INIT;

static void free_buffer(void *cell)
{
    thread_messages *messages = cell;
    free(messages->device.text);
    free(messages->answer.text);
    free(messages);
}

static void make_buffer_key(void) { pthread_key_create(&g_buffer_key, free_buffer); }

static thread_messages *thread_buffers(void)
{
    pthread_once(&g_buffer_once, make_buffer_key);
    thread_messages *messages = pthread_getspecific(g_buffer_key);
    if (messages == NULL) {
        messages = calloc(1, sizeof(*messages));
        if (messages != NULL) pthread_setspecific(g_buffer_key, messages);
    }
    return messages;
}

/* buffer = a + sep + b (each part may be empty). */
static void buffer_assign3(recent_buffer *buffer, const char *a, size_t a_len, const char *sep, const char *b,
                           size_t b_len)
{
    size_t sep_len = strlen(sep);
    char *text = malloc(a_len + sep_len + b_len + 1);
    if (text == NULL) return;
    memcpy(text, a, a_len);
    memcpy(text + a_len, sep, sep_len);
    memcpy(text + a_len + sep_len, b, b_len);
    text[a_len + sep_len + b_len] = '\0';
    free(buffer->text);
    buffer->text = text;
    buffer->len = a_len + sep_len + b_len;
}

/* rtGetDevMsg's callback: a NULL message leaves the buffer as it was. */
static void on_device_message(const char *msg, uint32_t len)
{
    thread_messages *messages = thread_buffers();
    if (msg != NULL && messages != NULL) {
        buffer_assign3(&messages->device, msg, len, "", "", 0);
    }
}

/* ERRMSG005: "Fault diagnosis analysis: [0x<id>]<name>;..." or "" (malloc'd). */
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
    if (events != NULL &&
        rtGetFaultEvent(device, &filter, events, ACLREF_MAX_FAULT_EVENTS, &count) == ACL_RT_SUCCESS && count > 0) {
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

static const char *ipv350_recent_errmsg(recent_buffer *buffer)
{
    char *host = errmsg_take_host_text();
    if (host == NULL) {
        return NULL;
    }
    buffer_assign3(buffer, host, strlen(host), "", "", 0);
    free(host);
    return buffer->text;
}

/* The device part of this call: device message, then fault events. */
static void compose_device_part(const recent_buffer *device, recent_buffer *out)
{
    char *faults = fault_event_text(); /* ERRMSG005 */
    const char *device_text = device->text ? device->text : "";
    if (faults == NULL) {
        buffer_assign3(out, device_text, device->len, "", "", 0);
        return;
    }
    buffer_assign3(out, device_text, device->len, device->len > 0 ? "\n" : "", faults, strlen(faults));
    free(faults);
}

const char *aclGetRecentErrMsg(void)
{
    thread_messages *messages = thread_buffers();
    if (messages == NULL) {
        return NULL;
    }
    if (ipv350_selected()) {
        return ipv350_recent_errmsg(&messages->answer);
    }
    (void)rtGetDevMsg(RT_GET_DEV_ERROR_MSG, on_device_message); /* ERRMSG003: failure only logged */
    recent_buffer device_part = {NULL, 0};
    compose_device_part(&messages->device, &device_part);
    char *host = errmsg_take_host_text(); /* ERRMSG006: reading clears it */
    const char *result = NULL;
    if (host != NULL || device_part.len > 0) { /* ERRMSG005: host on top */
        const char *sep = host != NULL && device_part.len > 0 ? "\n" : "";
        const char *host_text = host ? host : "";
        buffer_assign3(&messages->answer, host_text, strlen(host_text), sep,
                       device_part.text ? device_part.text : "", device_part.len);
        result = messages->answer.text;
    }
    free(host);
    free(device_part.text);
    return result;
}

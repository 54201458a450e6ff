/* The host error-message store (ERRMSG002, ERRMSG004, ERRMSG006).
 *
 * Mode 0 keeps one list per thread; mode 1 keeps one list for the process
 * and suffixes each message with "[THREAD:tid]". The newest message is on
 * top. Taking the text clears the list it came from. */
#define _GNU_SOURCE
#include "errmsg.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "lower/lower_layers.h"
#include "state.h"

static pthread_key_t g_thread_text_key; /* mode 0: this thread's list (ERRMSG007) */
static pthread_mutex_t g_process_lock = PTHREAD_MUTEX_INITIALIZER;
static char *g_process_text; /* mode 1: the process list (ERRMSG008) */

/* The thread slot is a heap cell holding the text pointer; the key's
 * destructor frees the cell, so free the text when the thread ends too
 * (HAZ012: a thread's unread reports end with it). */
static void free_thread_cell(void *cell)
{
    char **slot = cell;
    free(*slot);
    free(slot);
}

static void make_key_with_cell_destructor(void) { pthread_key_create(&g_thread_text_key, free_thread_cell); }

static char **thread_cell(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, make_key_with_cell_destructor);
    char **slot = pthread_getspecific(g_thread_text_key);
    if (slot == NULL) {
        slot = calloc(1, sizeof(*slot));
        if (slot != NULL) {
            pthread_setspecific(g_thread_text_key, slot);
        }
    }
    return slot;
}

/* Puts line on top of *list ("line\nolder"): every report since the last
 * read is answered (ERRMSG032). */
static void push_line(char **list, const char *line)
{
    size_t old_len = *list ? strlen(*list) : 0;
    size_t line_len = strlen(line);
    char *joined = malloc(line_len + (old_len ? old_len + 1 : 0) + 1);
    if (joined == NULL) { /* GCOVR_EXCL_BR_LINE: allocation failure, which no test can cause */
        return;           /* GCOVR_EXCL_LINE: allocation failure, which no test can cause */
    }
    memcpy(joined, line, line_len);
    if (old_len) {
        joined[line_len] = '\n';
        memcpy(joined + line_len + 1, *list, old_len + 1);
    } else {
        joined[line_len] = '\0';
    }
    free(*list);
    *list = joined;
}

static void record_line(const char *line)
{
    if (state_get()->err_msg_mode == ERR_MSG_PROCESS_MODE) {
        char with_thread[2048];
        snprintf(with_thread, sizeof(with_thread), "%s[THREAD:%ld]", line, (long)syscall(SYS_gettid));
        pthread_mutex_lock(&g_process_lock);
        push_line(&g_process_text, with_thread);
        pthread_mutex_unlock(&g_process_lock);
        return;
    }
    char **cell = thread_cell();
    if (cell != NULL) {
        push_line(cell, line);
    }
}

int aclref_fail(int code, const char *rule, const char *file, int line, const char *report_id, const char *fmt, ...)
{
    char reason[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(reason, sizeof(reason), fmt, ap);
    va_end(ap);
    char text[1536];
    /* ERRMSG026: the code comes after the reason, so a failing aclFinalize's
     * report gives the code it returns after the failing step's values */
    snprintf(text, sizeof(text), "%s: %s (code %d, rule %s, %s:%d)", report_id, reason, code, rule, file, line);
    record_line(text);
    return code;
}

void aclref_report(const char *rule, const char *file, int line, const char *report_id, const char *fmt, ...)
{
    char reason[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(reason, sizeof(reason), fmt, ap);
    va_end(ap);
    char text[1536];
    snprintf(text, sizeof(text), "%s: %s (rule %s, %s:%d)", report_id, reason, rule, file, line);
    record_line(text);
}

const char *errmsg_config_path(void)
{
    const char *path = state_get()->init_path;
    return path != NULL ? path : "";
}

/* ERRMSG010: called at the ErrMgrInit step of every fresh init */
void errmsg_set_mode(uint32_t mode) { state_get()->err_msg_mode = mode; }

char *errmsg_take_host_text(void)
{
    char *text = NULL;
    if (state_get()->err_msg_mode == ERR_MSG_PROCESS_MODE) {
        pthread_mutex_lock(&g_process_lock);
        text = g_process_text;
        g_process_text = NULL;
        pthread_mutex_unlock(&g_process_lock);
        return text;
    }
    char **cell = thread_cell();
    if (cell != NULL) {
        text = *cell;
        *cell = NULL;
    }
    return text;
}

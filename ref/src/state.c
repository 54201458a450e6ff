/* The process state and its two recursive locks (STATE001, THR001; recursive, so a callback may edit its registry: HAZ005). */
#define _XOPEN_SOURCE 700 /* PTHREAD_MUTEX_RECURSIVE */
#include "state.h"

#include "big_buffer.h"

#include <stdlib.h>
#include <string.h>

static aclref_state g_state;
static pthread_once_t g_state_once = PTHREAD_ONCE_INIT;

static void init_recursive(pthread_mutex_t *mutex)
{
    pthread_mutexattr_t attr;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(mutex, &attr);
    pthread_mutexattr_destroy(&attr);
}

static void state_init_once(void)
{
    init_recursive(&g_state.lifecycle_lock);
    init_recursive(&g_state.callback_lock);
    pthread_mutex_init(&g_state.allocator_lock, NULL);
}

aclref_state *state_get(void)
{
    pthread_once(&g_state_once, state_init_once);
    return &g_state;
}

void state_lock_lifecycle(void) { pthread_mutex_lock(&state_get()->lifecycle_lock); }
void state_unlock_lifecycle(void) { pthread_mutex_unlock(&state_get()->lifecycle_lock); }
void state_lock_callbacks(void) { pthread_mutex_lock(&state_get()->callback_lock); }
void state_unlock_callbacks(void) { pthread_mutex_unlock(&state_get()->callback_lock); }
void state_lock_allocators(void) { pthread_mutex_lock(&state_get()->allocator_lock); }
void state_unlock_allocators(void) { pthread_mutex_unlock(&state_get()->allocator_lock); }

uint64_t state_init_count(const aclref_state *state) { return __atomic_load_n(&state->init_count, __ATOMIC_SEQ_CST); }

void state_set_init_count(aclref_state *state, uint64_t count)
{
    __atomic_store_n(&state->init_count, count, __ATOMIC_SEQ_CST);
}

bool state_set_bytes(aclref_bytes *dst, const char *data, size_t size)
{
    char *copy = big_buffer(size + 1); /* CS and the first config: up to 10 MiB */
    if (copy == NULL) {                /* GCOVR_EXCL_BR_LINE: allocation failure, which no test can cause */
        return false;                  /* GCOVR_EXCL_LINE: allocation failure, which no test can cause */
    }
    if (size > 0) {
        memcpy(copy, data, size);
    }
    copy[size] = '\0';
    free(dst->data);
    dst->data = copy;
    dst->size = size;
    return true;
}

bool state_bytes_equal(const aclref_bytes *a, const char *data, size_t size)
{
    if (a->size != size) {
        return false;
    }
    return size == 0 || memcmp(a->data, data, size) == 0; /* REP006 */
}

#ifdef ACLREF_TEST_HOOKS
static void free_bytes(aclref_bytes *b)
{
    free(b->data);
    b->data = NULL;
    b->size = 0;
}

__attribute__((visibility("default"))) void aclref_test_reset(void)
{
    aclref_state *s = state_get();
    state_lock_lifecycle();
    state_lock_callbacks();
    state_set_init_count(s, 0);
    s->finalized = false;
    free_bytes(&s->current_config);
    free_bytes(&s->first_config);
    s->first_config_saved = false;
    free(s->first_config_path);
    s->first_config_path = NULL;
    s->dump_server_started = false;
    s->default_device_set = false;
    s->soc_name_known = false;
    s->err_msg_mode = 0;
    free(s->init_callbacks.entries);
    free(s->finalize_callbacks.entries);
    memset(&s->init_callbacks, 0, sizeof(s->init_callbacks));
    memset(&s->finalize_callbacks, 0, sizeof(s->finalize_callbacks));
    s->ipv350_count = 0;
    state_lock_allocators();
    free(s->allocators.entries);
    memset(&s->allocators, 0, sizeof(s->allocators));
    state_unlock_allocators();
    state_unlock_callbacks();
    state_unlock_lifecycle();
}
#endif

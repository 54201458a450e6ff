/* All process state of the reference, in one struct (STATE001).
 *
 * The product keeps the same facts in scattered globals; here each field is
 * named for what it holds. Nothing in it is ever reset by finalize except
 * init_count and finalized (FIN003 "not reset" list). */
#ifndef ACLREF_STATE_H_
#define ACLREF_STATE_H_

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acl/acl_rt.h"
#include "aclref_limits.h"

/* A byte string that may contain NULs; data is NUL-terminated and never NULL
 * once set ("" for no bytes). */
typedef struct aclref_bytes {
    char *data;
    size_t size;
} aclref_bytes;

/* One registered callback (CB001). func is an aclInitCallbackFunc or an
 * aclFinalizeCallbackFunc, depending on the list it is in. */
typedef struct callback_entry {
    int type;
    void (*func)(void);
    void *user_data;
} callback_entry;

/* Registration order is kept: dispatch walks the list in order (CB005). */
typedef struct callback_list {
    callback_entry *entries;
    size_t count;
    size_t capacity;
} callback_list;

/* What an allocator descriptor holds (aclrtAllocatorDesc): the user's
 * allocator object and its four functions, every member NULL until set
 * (HAZ011). */
typedef struct allocator_desc {
    aclrtAllocator obj;
    aclrtAllocatorAllocFunc alloc_func;
    aclrtAllocatorFreeFunc free_func;
    aclrtAllocatorAllocAdviseFunc alloc_advise_func;
    aclrtAllocatorGetAddrFromBlockFunc get_addr_from_block_func;
} allocator_desc;

/* One registration (ALLOC014, ALLOC015): the stream's handle value, the
 * descriptor handle as the user gave it, and a copy of what it held then. */
typedef struct allocator_entry {
    aclrtStream stream;
    aclrtAllocatorDesc user_desc;
    allocator_desc copy;
} allocator_entry;

/* At most one entry per stream value, in no particular order. */
typedef struct allocator_list {
    allocator_entry *entries;
    size_t count;
    size_t capacity;
} allocator_list;

typedef struct aclref_state {
    /* THR001: one recursive lock around aclInit, aclFinalize and
     * aclFinalizeReference, held while their callbacks run (THR003/THR004). */
    pthread_mutex_t lifecycle_lock;
    /* init_count: successful inits not yet finalized (INIT001, REF001).
     * Changed under lifecycle_lock through state_set_init_count; callback
     * registration reads it without that lock, as the product does. */
    uint64_t init_count;
    /* F: the last deinit completed (FIN001). Starts false (FIN002). */
    bool finalized;
    /* CS: raw bytes of the last fresh init that got past reading (CB006). */
    aclref_bytes current_config;
    /* REP001: raw bytes of the first successful init, kept for the process. */
    bool first_config_saved;
    aclref_bytes first_config;
    /* Path of that init, for messages only; NULL when it was aclInit(NULL). */
    char *first_config_path;
    /* FIN008: sticky flags, never cleared. */
    bool dump_server_started;
    bool default_device_set;
    /* INIT008/SOC002: the SoC name, probed once per process. */
    bool soc_name_known;
    char soc_name[ACLREF_SOC_NAME_BYTES];
    /* ERRMSG001: 0 per-thread messages, 1 process-wide messages. */
    uint32_t err_msg_mode;
    /* The path of the aclInit in progress as given (NULL outside one): the
     * reports of the parse and key stages name it (ERRMSG019..ERRMSG021). */
    const char *init_path;

    /* CB001..CB011: the registry, under its own recursive lock (HAZ005). */
    pthread_mutex_t callback_lock;
    callback_list init_callbacks;
    callback_list finalize_callbacks;

    /* IPV001..IPV005: the ipv350 profile's counted pairs. */
    uint64_t ipv350_count;

    /* ALLOC025, ALLOC026: the allocator registry, process-wide under its
     * own lock; nothing but aclrtAllocatorUnregister removes an entry. */
    pthread_mutex_t allocator_lock;
    allocator_list allocators;
} aclref_state;

/* The process state, with its locks ready. */
aclref_state *state_get(void);

void state_lock_lifecycle(void);
void state_unlock_lifecycle(void);
void state_lock_callbacks(void);
void state_unlock_callbacks(void);
void state_lock_allocators(void);
void state_unlock_allocators(void);

/* init_count, with atomic access. */
uint64_t state_init_count(const aclref_state *state);
void state_set_init_count(aclref_state *state, uint64_t count);

/* Replaces *dst with a copy of (data, size); returns false on allocation failure. */
bool state_set_bytes(aclref_bytes *dst, const char *data, size_t size);
/* True when both hold the same bytes (REP001 compares bytes, not hashes). */
bool state_bytes_equal(const aclref_bytes *a, const char *data, size_t size);

#ifdef ACLREF_TEST_HOOKS
/* Test-only: back to a fresh process (init_count 0, finalized false, nothing saved, no
 * callbacks). Not compiled by default. */
void aclref_test_reset(void);
#endif

#endif /* ACLREF_STATE_H_ */

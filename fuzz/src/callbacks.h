/* The callbacks a fuzz program registers, and the log they write.
 *
 * PROG_CALLBACKS distinct init and finalize functions (CB002 removes by
 * function). Each registration gets its own record as userData, holding the
 * operation index and the code to return (CB008), so the log tells which
 * registration ran: "I<cb>/<op>(<len>:<hash>)" for an init callback (CB006:
 * length and FNV-1a of the config bytes), "F<cb>/<op>" for a finalize one;
 * "!" marks a call whose userData is not the record registered with that
 * function (API004). */
#ifndef ACLFUZZ_CALLBACKS_H_
#define ACLFUZZ_CALLBACKS_H_

#include <stddef.h>
#include <stdint.h>

#include "acl/acl.h"

typedef struct cb_record {
    uint32_t magic;
    uint8_t cb;
    int op;
    int ret;
} cb_record;

/* Where the log goes (a buffer of cap bytes, always NUL-terminated); clears it. */
void cblog_reset(char *buf, size_t cap);
/* Appends "s" to the log. */
void cblog_put(const char *s);
/* Log text since offset `from`; current length. */
const char *cblog_since(size_t from);
size_t cblog_len(void);

aclInitCallbackFunc cb_init_func(uint8_t cb); /* NULL for PROG_CB_NULL */
aclFinalizeCallbackFunc cb_fin_func(uint8_t cb);
/* The record for operation op (one per operation, valid until the next call
 * to cb_records_reset). */
cb_record *cb_record_for(size_t op, uint8_t cb, int ret);
void cb_records_reset(void);

uint32_t cb_hash(const void *data, size_t len);

#endif /* ACLFUZZ_CALLBACKS_H_ */

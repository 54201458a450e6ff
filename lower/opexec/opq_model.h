/* max_opqueue_num as the op-executor library handles it (it is not in
 * libascendcl: the library registers an ACL_REG_TYPE_ACL_OP_EXECUTOR init
 * callback that aclInit calls with the raw config (OPQ001-OPQ003); newest
 * version AclOpResourceManager::HandleMaxOpQueueConfig, external to
 * hicann/runtime). */
#ifndef ACLCTS_LOWER_OPQ_MODEL_H_
#define ACLCTS_LOWER_OPQ_MODEL_H_

#include <stddef.h>

#define ACLCTS_OPQ_DEFAULT 20000L       /* documented default, newest handler */
#define ACLCTS_OPQ_WARN_BELOW 20000L    /* a smaller value is only warned about */
#define ACLCTS_OPQ_INVALID_PARAM 100000 /* ACL_ERROR_INVALID_PARAM */

typedef struct aclcts_opq_decision {
    int code;    /* 0, or 100000 for a rejected value */
    int present; /* the top-level key was found */
    long limit;  /* op-model cache limit in force after the call */
    int warned;  /* accepted but below 20000 */
} aclcts_opq_decision;

/* Decides for a raw config (len bytes, need not be NUL-terminated; a text
 * that does not parse as a JSON object means "key absent"). `current` is the
 * limit in force before the call (ACLCTS_OPQ_DEFAULT in a fresh process). */
aclcts_opq_decision aclcts_opq_decide(const char *config, size_t len, long current);

#endif

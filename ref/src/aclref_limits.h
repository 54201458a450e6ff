/* Every number the reference uses, with its name and its reason. */
#ifndef ACLREF_LIMITS_H_
#define ACLREF_LIMITS_H_

/* FILE005: the product rejects a config larger than 10 x 1024 x 1024 bytes
 * (json_parser.cpp); exactly this size passes. */
#define ACLREF_MAX_CONFIG_BYTES 10485760u

/* The reader stops one byte past the limit: enough to know the file is too
 * big, and a bound on memory for files that grow while being read. */
#define ACLREF_READ_CAP_BYTES (ACLREF_MAX_CONFIG_BYTES + 1u)

/* JSON001/JSON002: MAX_CONFIG_OBJ_DEPTH and MAX_CONFIG_ARRAY_DEPTH in the
 * product; 10 passes, 11 fails. */
#define ACLREF_MAX_OBJECT_DEPTH 10u
#define ACLREF_MAX_ARRAY_DEPTH 10u

/* The syntax validator recurses once per nesting level. In aclInit the depth
 * stage has already rejected anything deeper than 10 + 10 levels; this bound
 * only protects the stack when the validator is called on its own (unit
 * tests, fuzzers). */
#define ACLREF_SYNTAX_MAX_NESTING 512u

/* INIT008: rtGetSocVersion(buf, 128) in the product. */
#define ACLREF_SOC_NAME_BYTES 128u

/* ERRMSG003: rtGetFaultEvent is asked for at most 128 events ("max is 128"). */
#define ACLREF_MAX_FAULT_EVENTS 128u

/* INIT007: the ACL module id handed to MsprofRegisterCallback (ASCENDCL). */
#define ACLREF_MSPROF_MODULE_ASCENDCL 48u

/* STACK001/FIFO001: the lifecycle always configures device 0. */
#define ACLREF_LIMIT_DEVICE_ID 0

/* DEV004/DEV006: -1 as int32 is the runtime's "no default device". */
#define ACLREF_NO_DEFAULT_DEVICE (-1)

/* INIT009: the kernel-launch fill function is registered under this symbol. */
#define ACLREF_FILL_FUNC_SYMBOL "g_opSystemRunCfg"

#endif /* ACLREF_LIMITS_H_ */

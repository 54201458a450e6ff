/* FIFO005: only the top-level FIFO keys count; the same names inside
 * StackSize or any other object are ignored. */
#include "helpers/init.h"

/* Each row: aclInit of JSON succeeds with no key step. */
#define FIFO_IGNORED(NAME, JSON) INIT_KEYS_CASE(FIFO005, NAME, "FIFO005", JSON, ACL_SUCCESS, "")

FIFO_IGNORED(FifoKeysUnderStackSizeAreIgnored,
             "{\"StackSize\":{\"simd_printf_fifo_size_per_core\":1024,\"simt_printf_fifo_size\":1048576}}")
/* An invalid value there is not even looked at. */
FIFO_IGNORED(InvalidFifoValueUnderStackSizeIsIgnored, "{\"StackSize\":{\"simd_printf_fifo_size_per_core\":\"bad\"}}")
FIFO_IGNORED(FifoKeysUnderAclGraphAreIgnored, "{\"acl_graph\":{\"simt_printf_fifo_size\":1048576}}")

/* FIFO005: only the top-level FIFO keys count; the same names inside
 * StackSize or any other object are ignored. */
#include "dev_common.h"

KC_CASE(FIFO005, FifoKeysUnderStackSizeAreIgnored, "FIFO005",
        "{\"StackSize\":{\"simd_printf_fifo_size_per_core\":1024,\"simt_printf_fifo_size\":1048576}}", ACL_SUCCESS,
        "")
/* An invalid value there is not even looked at. */
KC_CASE(FIFO005, InvalidFifoValueUnderStackSizeIsIgnored, "FIFO005",
        "{\"StackSize\":{\"simd_printf_fifo_size_per_core\":\"bad\"}}", ACL_SUCCESS, "")
KC_CASE(FIFO005, FifoKeysUnderAclGraphAreIgnored, "FIFO005",
        "{\"acl_graph\":{\"simt_printf_fifo_size\":1048576}}", ACL_SUCCESS, "")

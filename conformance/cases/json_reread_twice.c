/* JSON020: a config edited twice while aclInit runs: the MODEL callback
 * rewrites it (another default device, the same size), the dump hand-off
 * reads that, then the OP_EXECUTOR callback rewrites it as the start of a
 * config that sets a stack size, cut short (invalid JSON). Every read checks
 * what it reads, whatever the reads before it found (acl.cpp: each key group
 * reads the config again by its path): StackSize's parse fails,
 * ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType), and neither the stack size
 * nor a device is set. */
#include "helpers/reread.h"

#define DEVICE_ONE "{\"defaultDevice\":{\"default_device\":\"1\"}}"
/* The first stack size StackSize reads (simt_stack_size), then a cut:
 * as long as the original, which a read that kept the verdict of an earlier
 * text would take for a whole object. */
#define STACK_CUT_SHORT "{\"StackSize\":{\"simt_stack_size\":16384} ,"
_Static_assert(sizeof DEVICE_ONE == sizeof REREAD_ORIGINAL, "the first rewrite keeps the size");
_Static_assert(sizeof STACK_CUT_SHORT == sizeof REREAD_ORIGINAL, "the second rewrite keeps the size");

ACLCTS_TEST(JSON020, EditedTwiceEachReadIsChecked, "JSON020 JSON018 JSON004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    reread_edit first = {.kind = REREAD_REWRITE, .text = DEVICE_ONE};
    reread_edit e = {.kind = REREAD_REWRITE, .text = STACK_CUT_SHORT, .first = &first};
    reread_expect_opexe_edit_fails(t, "JSON020", &e, ACL_ERROR_FAILURE);
}

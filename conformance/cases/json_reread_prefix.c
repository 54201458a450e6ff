/* JSON019, JSON020: a config cut short while aclInit runs, to a prefix of
 * what it was (invalid JSON). Every re-read takes what it reads whole, its
 * size too (json_parser.cpp GetConfigStrFromFile reads the file each time):
 * bytes that all match the start of the last read are still other bytes. The
 * dump hand-off's read checks no syntax: the prefix goes to the dump layer,
 * which refuses it. StackSize parses, and turns the parse failure into
 * ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType): the StackSize member the
 * config held before the cut sets no limit. */
#include "helpers/reread.h"

#define REREAD_PREFIX "{\"defaultDevice\":{\"default_device\":"
_Static_assert(sizeof REREAD_PREFIX < sizeof REREAD_ORIGINAL, "the rewrite is shorter");

REREAD_MODEL_EDIT_CASE(PrefixAfterModelCallbackGoesRawToDumpLayer, "JSON019 JSON018 DUMP002",
                       ACL_ERROR_INVALID_DUMP_CONFIG, reread_dump_refused, .kind = REREAD_REWRITE,
                       .text = REREAD_PREFIX)

#define STACK_CONFIG "{\"StackSize\":{\"aicore_stack_size\":16384},\"x\":1}"
#define STACK_PREFIX "{\"StackSize\":{\"aicore_stack_size\":16384},"

REREAD_OPEXE_EDIT_CASE(PrefixAfterOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018 JSON004 STACK001",
                       ACL_ERROR_FAILURE, .kind = REREAD_REWRITE, .original = STACK_CONFIG, .text = STACK_PREFIX)

/* REP006: the comparison is on raw bytes, not on the parsed JSON: a
 * whitespace-only edit or another line ending is a different config. */
#include "helpers/rep.h"

REP_CASE(REP006, AddedSpaceReturnsInvalidParam, "REP006", REP_A, REP_A_SPACED, ACL_ERROR_INVALID_PARAM)

REP_TEXTS_CASE(REP006, TrailingNewlineReturnsInvalidParam, "REP006", "{}", "{}\n", ACL_ERROR_INVALID_PARAM)
REP_TEXTS_CASE(REP006, CrLfVersusLfReturnsInvalidParam, "REP006", "{\r\n\"a\":1\r\n}\r\n", "{\n\"a\":1\n}\n",
               ACL_ERROR_INVALID_PARAM)
/* Reordered keys: the same JSON object, other bytes. */
REP_TEXTS_CASE(REP006, ReorderedKeysReturnInvalidParam, "REP006", "{\"x\":1,\"y\":2}", "{\"y\":2,\"x\":1}",
               ACL_ERROR_INVALID_PARAM)

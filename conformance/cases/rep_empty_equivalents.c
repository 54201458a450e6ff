/* REP003: NULL, "" and a 0-byte file are all "no configuration" and the same
 * config for the first-config rule, in every order. */
#include "helpers/rep.h"

REP_CASE(REP003, NullThenNullSucceeds, "REP003", REP_NULL, REP_NULL, ACL_SUCCESS)
REP_CASE(REP003, NullThenEmptyPathSucceeds, "REP003", REP_NULL, REP_EMPTY_PATH, ACL_SUCCESS)
REP_CASE(REP003, NullThenZeroByteFileSucceeds, "REP003 INIT004", REP_NULL, REP_ZERO_BYTES, ACL_SUCCESS)
REP_CASE(REP003, EmptyPathThenNullSucceeds, "REP003", REP_EMPTY_PATH, REP_NULL, ACL_SUCCESS)
REP_CASE(REP003, ZeroByteFileThenNullSucceeds, "REP003 INIT004", REP_ZERO_BYTES, REP_NULL, ACL_SUCCESS)
REP_CASE(REP003, EmptyPathThenZeroByteFileSucceeds, "REP003 INIT004", REP_EMPTY_PATH, REP_ZERO_BYTES, ACL_SUCCESS)
REP_CASE(REP003, ZeroByteFileThenEmptyPathSucceeds, "REP003 INIT004", REP_ZERO_BYTES, REP_EMPTY_PATH, ACL_SUCCESS)

/* REP004: `{}` is a non-empty config, not the same as NULL / "" / a 0-byte
 * file, in either order (api_ref/02_initialization_and_deinitialization.md calls them interchangeable;
 * within one process they are not). `{}` then NULL is HAZ001. */
#include "helpers/rep.h"

REP_CASE(REP004, EmptyObjectAfterNullReturnsInvalidParam, "REP004", REP_NULL, REP_OBJECT, ACL_ERROR_INVALID_PARAM)
REP_CASE(REP004, EmptyObjectAfterEmptyPathReturnsInvalidParam, "REP004", REP_EMPTY_PATH, REP_OBJECT,
         ACL_ERROR_INVALID_PARAM)
REP_CASE(REP004, EmptyObjectAfterZeroByteFileReturnsInvalidParam, "REP004", REP_ZERO_BYTES, REP_OBJECT,
         ACL_ERROR_INVALID_PARAM)
REP_CASE(REP004, EmptyPathAfterEmptyObjectReturnsInvalidParam, "REP004", REP_OBJECT, REP_EMPTY_PATH,
         ACL_ERROR_INVALID_PARAM)
REP_CASE(REP004, ZeroByteFileAfterEmptyObjectReturnsInvalidParam, "REP004", REP_OBJECT, REP_ZERO_BYTES,
         ACL_ERROR_INVALID_PARAM)
REP_CASE(REP004, EmptyObjectAfterEmptyObjectSucceeds, "REP004", REP_OBJECT, REP_OBJECT, ACL_SUCCESS)

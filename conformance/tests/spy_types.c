/* ctest conformance.spy_types (conformance_checks.py spy-types): a case
 * calls the spy's control functions through a typed table generated from
 * include/spy/spy_control.def, so a wrong argument or a wrongly typed pointer
 * is a compile error, not a silent cast. Compiled, never linked, with a
 * conformance source's flags plus -Werror=incompatible-pointer-types
 * -Werror=int-conversion: once as written (SPY_TYPES_CORRECT, which must
 * build, so that the others fail for their own line) and once per WRONG_*
 * (each must fail at the line marked with its name). */
#include "aclcts/case.h"

void spy_types_case(aclcts_t *t);

void spy_types_case(aclcts_t *t)
{
    size_t size = 0;
#if defined(SPY_TYPES_CORRECT)
    t->spy->fail("rtGetDevice", ACL_ERROR_RT_CONTEXT_NULL, 1);
    ACLCTS_SPY(t, rt_set_device_count)(8);
    ACLCTS_SPY(t, dump_fail)("rtGetDeviceInfo", ACL_ERROR_RT_INTERNAL_ERROR);
    uint32_t (*limit)(int) = ACLCTS_SPY(t, rt_limit);
    aclInitCallbackFunc cb = ACLCTS_SPY(t, opexec_init_callback);
    (void)limit, (void)cb;
    (void)t->spy->last_dump_data(&size);
#elif defined(WRONG_CODE_AS_STRING)
    t->spy->fail("rtGetDevice", "107002", 1); /* WRONG_CODE_AS_STRING: a const char * where the code is an int */
#elif defined(WRONG_SYMBOL_AS_INT)
    t->spy->fail(107002, ACL_ERROR_RT_CONTEXT_NULL, 1); /* WRONG_SYMBOL_AS_INT: an int where the symbol is a string */
#elif defined(WRONG_MODEL_ARGUMENT)
    ACLCTS_SPY(t, rt_set_device_count)("8"); /* WRONG_MODEL_ARGUMENT: a string where the count is an int32_t */
#elif defined(WRONG_POINTER_ARGUMENT)
    int n = 0;
    (void)t->spy->last_dump_data(&n); /* WRONG_POINTER_ARGUMENT: an int * where a size_t * is wanted */
#elif defined(WRONG_FUNCTION_TYPE)
    int (*limit)(const char *) = ACLCTS_SPY(t, rt_limit); /* WRONG_FUNCTION_TYPE: the old hand-written cast's bug */
    (void)limit;
#endif
    (void)size;
}

/* The case registry: ACLCTS_TEST puts a pointer to each case into the linker
 * section "aclcts_cases"; the linker brackets it with __start_/__stop_. */
#include "aclcts/case.h"

extern const aclcts_case *const __start_aclcts_cases[] __attribute__((weak));
extern const aclcts_case *const __stop_aclcts_cases[] __attribute__((weak));

const aclcts_case *const *aclcts_cases(size_t *count)
{
    if (!__start_aclcts_cases || !__stop_aclcts_cases) {
        *count = 0;
        return NULL;
    }
    *count = (size_t)(__stop_aclcts_cases - __start_aclcts_cases);
    return __start_aclcts_cases;
}

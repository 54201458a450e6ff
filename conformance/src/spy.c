/* The spy's control API as the cases reach it: the one resolver of the typed
 * table (the runner calls it when it loads the spy) and the guard of a case
 * that needs a member. Both are generated from include/spy/spy_control.def,
 * so a row added there is resolved, named and guarded with nothing written
 * here; a case never looks a control function up by name. */
#include <dlfcn.h>
#include <string.h>

#include "aclcts/case.h"

/* The symbol each row is exported as. */
static const char *const spy_symbols[ACLCTS_SPY_COUNT] = {
#define ACLCTS_SPY_FN(NAME, RET, PARAMS, REQUIRED) [ACLCTS_SPY_##NAME] = ACLCTS_SPY_SYMBOL_NAME(NAME),
#include "spy/spy_control.def"
};

/* dlsym into a function pointer without the object/function pointer warning. */
#define SPY_RESOLVE(h, dst, name)       \
    do {                                \
        void *p_ = dlsym((h), (name));  \
        memcpy(&(dst), &p_, sizeof p_); \
    } while (0)

const char *aclcts_spy_resolve(void *handle, aclcts_spy *spy)
{
    const char *missing = NULL;
    memset(spy, 0, sizeof *spy);
#define ACLCTS_SPY_FN(NAME, RET, PARAMS, REQUIRED)                  \
    SPY_RESOLVE(handle, spy->NAME, spy_symbols[ACLCTS_SPY_##NAME]); \
    if (spy->NAME == NULL && ACLCTS_SPY_##REQUIRED && missing == NULL) missing = spy_symbols[ACLCTS_SPY_##NAME];
#include "spy/spy_control.def"
    return missing;
}

/* Whether the spy gave row i a function. */
static int spy_has(const aclcts_spy *spy, enum aclcts_spy_index i)
{
    switch (i) {
#define ACLCTS_SPY_FN(NAME, RET, PARAMS, REQUIRED) \
    case ACLCTS_SPY_##NAME:                        \
        return spy->NAME != NULL;
#include "spy/spy_control.def"
    case ACLCTS_SPY_COUNT:
        break;
    }
    return 0;
}

void aclcts_spy_need(aclcts_t *t, enum aclcts_spy_index i)
{
    if (!t->spy) aclcts_skip(t, "needs the southbound spy (running with --southbound system)");
    if (!t->trace) aclcts_not_observable(t, spy_symbols[i]); /* a lower layer's state or control: this build has none */
    if (!spy_has(t->spy, i)) aclcts_skip(t, "the spy does not export %s", spy_symbols[i]);
}

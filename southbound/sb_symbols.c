/* Names of the spied symbols: the trace name (what the trace prints), the ELF
 * name (what the linker sees, mangled for the two C++ functions) and a plain
 * alias. Faults and queries accept any of the three. */
#include <string.h>

#include "sb_internal.h"

typedef struct sb_names {
    const char *trace;
    const char *elf;
    const char *plain;
} sb_names;

static const sb_names k_names[SB_SYM_COUNT] = {
#define ACLCTS_SB_FN(ID, TRACE, ELF, ALIAS, LAYER) [SB_##ID] = {TRACE, ELF, ALIAS},
#include "lower/southbound_functions.def"
};

/* ELF names, NULL-terminated, for aclcts_sb_symbols(). */
static const char *const k_elf_names[SB_SYM_COUNT + 1] = {
#define ACLCTS_SB_FN(ID, TRACE, ELF, ALIAS, LAYER) [SB_##ID] = ELF,
#include "lower/southbound_functions.def"
    [SB_SYM_COUNT] = NULL,
};

const char *sb_sym_trace_name(enum sb_sym s) { return k_names[s].trace; }

static int name_is(const char *name, size_t len, const char *candidate)
{
    return candidate != NULL && strlen(candidate) == len && memcmp(name, candidate, len) == 0;
}

int sb_sym_lookup(const char *name, size_t len)
{
    for (int s = 0; s < SB_SYM_COUNT; ++s) {
        const sb_names *n = &k_names[s];
        if (name_is(name, len, n->trace) || name_is(name, len, n->elf) || name_is(name, len, n->plain)) {
            return s;
        }
    }
    return -1;
}

const char *const *aclcts_sb_symbols(void) { return k_elf_names; }

/* The southbound symbols by layer: the names a library's .dynsym shows for
 * the functions of include/lower/southbound_functions.def (the C++ ones
 * mangled), the profile choice and the host's check read them there. */
#include <stddef.h>

#include "lower/lower_layers.h"
#include "southbound_names.h"

/* The southbound of include/lower/southbound_functions.def as .dynsym
 * spells it, with the layer each symbol belongs to. */
static const struct {
    const char *elf;
    unsigned layer;
} southbound[] = {
#define ACLCTS_SB_FN(ID, TRACE, ELF, ALIAS, LAYER) {ELF, ACLCTS_LAYER_##LAYER},
#include "lower/southbound_functions.def"
};
#define SOUTHBOUND_COUNT (sizeof southbound / sizeof southbound[0])

const char *const *aclcts_southbound_names(unsigned layers)
{
    static const char *lists[ACLCTS_LAYER_ANY + 1][SOUTHBOUND_COUNT + 1]; /* NULL-terminated per mask */
    layers &= ACLCTS_LAYER_ANY;
    if (lists[layers][0] == NULL) {
        size_t n = 0;
        for (size_t i = 0; i < SOUTHBOUND_COUNT; i++)
            if (southbound[i].layer & layers) lists[layers][n++] = southbound[i].elf;
    }
    return lists[layers];
}

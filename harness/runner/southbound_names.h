/* The southbound symbols by layer (southbound_names.c), from
 * include/lower/southbound_functions.def. */
#ifndef ACLCTS_SOUTHBOUND_NAMES_H_
#define ACLCTS_SOUTHBOUND_NAMES_H_

#ifdef __cplusplus
extern "C" {
#endif

/* Layers of the southbound (include/lower/southbound_functions.def). */
enum { ACLCTS_LAYER_PRODUCT = 1u, ACLCTS_LAYER_CLAYER = 2u, ACLCTS_LAYER_COMMON = 4u, ACLCTS_LAYER_ANY = 7u };
/* The southbound symbols of the layers in `layers` as they appear in .dynsym
 * (mangled), NULL-terminated. */
const char *const *aclcts_southbound_names(unsigned layers);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_SOUTHBOUND_NAMES_H_ */

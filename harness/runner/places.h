/* Where the runner and its companions are (paths.c). */
#ifndef ACLCTS_PLACES_H_
#define ACLCTS_PLACES_H_

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The runner's companions (paths.c): in the build tree beside bin/, or in
 * the install layout (lib/aclcts/, lib/aclcts/reference/, share/aclcts/). */
typedef enum {
    ACLCTS_PLACE_SPY,
    ACLCTS_PLACE_REFERENCE,
    ACLCTS_PLACE_REFERENCE_IPV350, /* the reference of the ipv350 profile (the product's C layer) */
    ACLCTS_PLACE_DATA,
    ACLCTS_PLACE_WORKER, /* aclcts-worker (worker_main.c) */
    ACLCTS_PLACE_COUNT
} aclcts_place;
const char *aclcts_place_path(aclcts_place what);
/* The spy that sits next to the runner ($ACLCTS_SPY overrides). */
const char *aclcts_default_spy(void);
/* "files: ..." lines for --help: where each companion was found. */
void aclcts_print_places(FILE *f);
/* The executable the runner starts its workers and valgrind's children from:
 * aclcts-worker beside it, else the runner itself (its own hidden commands). */
const char *aclcts_worker_exe(void);
/* Absolute path of the running executable. */
const char *aclcts_self_exe(void);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_PLACES_H_ */

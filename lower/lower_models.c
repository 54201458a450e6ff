/* Anchor of the lower-layer model library; the models live in lower/<layer>/. */
#include "lower_models.h"

const char *aclcts_lower_models_version(void) { return "aclcts lower-layer models 1"; }

/* Executable models of the product's lower layers, used by the southbound spy
 * to answer like the product's dump, profiling, runtime and log layers. */
#ifndef ACLCTS_LOWER_MODELS_H_
#define ACLCTS_LOWER_MODELS_H_

const char *aclcts_lower_models_version(void);

#endif

/* What the memory files (MEM; src/acl/aclrt_impl/memory.cpp) share:
 * malloc.c, mem_info.c, memcpy.c, memset.c. */
#ifndef ACLREF_MEMORY_H_
#define ACLREF_MEMORY_H_

/* The report of a refused value (the product's INVALID_VALUE_MSG,
 * src/acl/common/log_inner.h; ACL_REQUIRES_POSITIVE_REPORT and
 * MemcpyKindTranslate report it): "<func> failed because value <v> for
 * parameter <p> is invalid. Expected value: <e>." (error_code.json EH0007). */
#define EH_INVALID_VALUE "EH0007"

/* The module id every memory call hands the runtime: APP (33,
 * include/dfx/base/log_types.h; log_inner.h APP_MODE_ID_U16). */
#define MEM_MODULE_ID ((uint16_t)ACLCTS_APP_MODULE_ID)

#endif /* ACLREF_MEMORY_H_ */

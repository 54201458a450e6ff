/* aclsysGetVersionStr (QUERY012..QUERY016; src/acl/aclrt_impl/acl.cpp
 * aclsysGetVersionStrImpl): any package's trimmed Version= value, copied
 * whole into a buffer of ACL_PKG_VERSION_MAX_SIZE bytes. */
#include <stdlib.h>
#include <string.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "pkg_version.h"

#define EH_STANDARD_FUNC_FAILED "EH0013" /* STANDARD_FUNC_FAILED_MSG */

ACL_FUNC_VISIBILITY aclError aclsysGetVersionStr(char *pkgName, char *versionStr)
{
    REQUIRE_NOT_NULL(versionStr, "QUERY012");
    REQUIRE_NOT_NULL(pkgName, "QUERY012");
    char *text = NULL;
    aclError ret = pkg_version_text(pkgName, &text);
    if (ret != ACL_SUCCESS) return ret;
    size_t len = strlen(text);
    /* QUERY016: strcpy_s(versionStr, 128, text): a text that does not fit
     * fails, and strcpy_s leaves an empty string behind */
    if (len >= ACL_PKG_VERSION_MAX_SIZE) {
        free(text);
        versionStr[0] = '\0';
        return aclref_fail(ACL_ERROR_INTERNAL_ERROR, "QUERY016", __FILE__, __LINE__, EH_STANDARD_FUNC_FAILED,
                           "aclsysGetVersionStr: strcpy_s failed, source length %zu, dest_max %d", len,
                           ACL_PKG_VERSION_MAX_SIZE);
    }
    memcpy(versionStr, text, len + 1);
    free(text);
    return ACL_SUCCESS;
}

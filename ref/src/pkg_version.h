/* The installed packages' version files (QUERY; src/acl/aclrt_impl/acl.cpp):
 * where each one is and how its Version= line is read. */
#ifndef ACLREF_PKG_VERSION_H_
#define ACLREF_PKG_VERSION_H_

#include <stddef.h>

#include "acl/acl.h"

/* /etc/ascend_install.info: where the driver and the firmware are installed. */
#define PKG_INSTALL_INFO "/etc/ascend_install.info"
#define PKG_DRIVER_PATH_KEY "Driver_Install_Path_Param="
#define PKG_FIRMWARE_PATH_KEY "Firmware_Install_Path_Param="
#define PKG_VERSION_KEY "Version="

/* The first line of `path` holding `key`, from just after the key's first
 * occurrence to the end of the line (no '\n'), as a malloc'd string; NULL
 * when the file cannot be opened or no line holds the key. */
char *pkg_line_after(const char *path, const char *key);

/* The first non-empty value of `key` in /etc/ascend_install.info (the lines
 * with an empty value are skipped), malloc'd, or NULL. */
char *pkg_install_path(const char *key);

/* aclsysGetVersionStr's and aclsysGetVersionNum's lookup of package
 * `name` (GetPkgVersionContent): *out is the trimmed value (malloc'd) on
 * ACL_SUCCESS; ACL_ERROR_INVALID_FILE when no file gives one. */
aclError pkg_version_text(const char *name, char **out);

#endif /* ACLREF_PKG_VERSION_H_ */

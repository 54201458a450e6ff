/* Umbrella header, as in the product: acl.h includes acl_rt.h. */
#ifndef ACL_H_
#define ACL_H_
#include "acl_rt.h"
#endif

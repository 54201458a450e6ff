/* The runtime return codes that reach a lifecycle caller unchanged
 * (ACL_GET_ERRCODE_RTS is the identity in the product), with the product's
 * names and values (include/external/acl/error_codes/rt_error_codes.h). Only
 * the codes the lifecycle rules mention are listed. */
#ifndef ACL_RT_ERROR_CODES_H_
#define ACL_RT_ERROR_CODES_H_

#define ACL_RT_SUCCESS 0
#define ACL_ERROR_RT_PARAM_INVALID 107000
#define ACL_ERROR_RT_INVALID_DEVICEID 107001
#define ACL_ERROR_RT_CONTEXT_NULL 107002
#define ACL_ERROR_RT_FEATURE_NOT_SUPPORT 207000
#define ACL_ERROR_RT_INTERNAL_ERROR 507000

#endif /* ACL_RT_ERROR_CODES_H_ */

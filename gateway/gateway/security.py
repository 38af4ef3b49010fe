from functools import cache

CONTENT_SECURITY_POLICY = "; ".join((
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    # https: call recordings play from the voice provider's storage (recordingUrl in the call log).
    "media-src 'self' blob: data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
))


@cache
def security_headers(is_dev: bool) -> tuple[tuple[bytes, bytes], ...]:
    headers = [
        (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
        (b"x-content-type-options", b"nosniff"),
        (b"x-frame-options", b"DENY"),
        (b"referrer-policy", b"strict-origin-when-cross-origin"),
        (b"permissions-policy", b"camera=(), microphone=(self), geolocation=()"),
        (b"cross-origin-resource-policy", b"same-origin"),
    ]
    if not is_dev:
        headers.append((b"strict-transport-security", b"max-age=31536000; includeSubDomains"))
    return tuple(headers)

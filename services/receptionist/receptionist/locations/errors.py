from ringbook_common.errors import NotFound


class LocationNotFound(NotFound):
    """A location that is not one of the business's: the same answer whether it exists elsewhere or nowhere."""

    message = "Location not found"

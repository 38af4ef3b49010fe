from ringbook_common.db import ServiceBase, new_metadata


class Base(ServiceBase):
    __abstract__ = True
    metadata = new_metadata()

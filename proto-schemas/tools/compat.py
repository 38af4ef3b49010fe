"""Field numbers are forever: a number once used by a message field is never reused for another field.

fields.lock.json records every (message, number) -> (name, type) ever published. `--update` adds new
fields to it; the check fails when a locked number now means a different field, or when a removed field's
number is not reserved in its message, or (without --update) when a field is missing from the lock.
"""

import json
import sys
import tempfile
from pathlib import Path

from generate import ROOT, protoc_args
from google.protobuf import descriptor_pb2
from grpc_tools import protoc  # type: ignore[import-untyped]  # grpcio-tools ships no types, and no stubs package covers it

LOCK = ROOT / "fields.lock.json"


def current_fields() -> tuple[dict[str, dict], dict[str, list[tuple[int, int]]]]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "set.pb"
        if protoc.main(protoc_args(f"--descriptor_set_out={out}")) != 0:
            raise SystemExit("protoc failed")
        files = descriptor_pb2.FileDescriptorSet.FromString(out.read_bytes())
    fields: dict[str, dict] = {}
    reserved: dict[str, list[tuple[int, int]]] = {}

    def walk(prefix: str, message: descriptor_pb2.DescriptorProto) -> None:
        name = f"{prefix}.{message.name}"
        reserved[name] = [(r.start, r.end) for r in message.reserved_range]
        for field in message.field:
            kind = field.type_name or descriptor_pb2.FieldDescriptorProto.Type.Name(field.type)
            fields[f"{name}#{field.number}"] = {"name": field.name, "type": kind.lstrip(".")}
        for nested in message.nested_type:
            walk(name, nested)

    for file in files.file:
        for message in file.message_type:
            walk(file.package, message)
    return fields, reserved


def problems(locked: dict, fields: dict, reserved: dict) -> list[str]:
    found = []
    for key, was in locked.items():
        message, number = key.rsplit("#", 1)
        now = fields.get(key)
        if now is None:
            if message in reserved and not any(s <= int(number) < e for s, e in reserved[message]):
                found.append(f"{message} field {number} ({was['name']}) was removed without `reserved {number};`")
        elif now != was:
            found.append(f"{message} field {number} was {was} and is now {now}: field numbers are never reused")
    return found


def main(update: bool) -> int:
    locked = json.loads(LOCK.read_text()) if LOCK.exists() else {}
    fields, reserved = current_fields()
    errors = problems(locked, fields, reserved)
    new = sorted(set(fields) - set(locked))
    if errors:
        print("\n".join(errors))
        return 1
    if new and not update:
        print("fields missing from fields.lock.json (run `make proto` and commit it): " + ", ".join(new))
        return 1
    if update and new:
        locked.update({key: fields[key] for key in new})
        LOCK.write_text(json.dumps(dict(sorted(locked.items())), indent=1) + "\n")
        print(f"fields.lock.json: {len(new)} new fields recorded")
    return 0


if __name__ == "__main__":
    sys.exit(main(update="--update" in sys.argv))

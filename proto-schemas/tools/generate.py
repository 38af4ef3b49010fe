"""Generate Python code from every .proto under proto-schemas/ringbook into proto-schemas/python."""

import shutil
import sys
from pathlib import Path

import grpc_tools  # type: ignore[import-untyped]  # grpcio-tools ships no types, and no stubs package covers it
from grpc_tools import protoc

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "python"


def proto_files() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "ringbook").rglob("*.proto"))


def protoc_args(*outputs: str) -> list[str]:
    well_known = Path(grpc_tools.__file__).parent / "_proto"
    return ["protoc", f"-I{ROOT}", f"-I{well_known}", *outputs, *proto_files()]


def main() -> int:
    shutil.rmtree(OUT, ignore_errors=True)
    OUT.mkdir()
    code = protoc.main(protoc_args(f"--python_out={OUT}", f"--pyi_out={OUT}"))
    if code != 0:
        return code
    # Regular packages (not namespace ones), so the event modules can be discovered with pkgutil.
    for folder in [OUT / "ringbook", *(OUT / "ringbook").rglob("*")]:
        if folder.is_dir():
            (folder / "__init__.py").touch()
    print(f"generated {len(proto_files())} proto files into {OUT.relative_to(ROOT.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

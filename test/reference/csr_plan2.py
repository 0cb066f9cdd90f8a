#!/usr/bin/python3
# Reference values for the examples of csr-decoder (TOOLS-PLAN-2 §4, Security row 8):
#   /usr/bin/python3 test/reference/csr_plan2.py
# prints the JSON list of {inputs, result} pasted as the tool's `examples`.
# Needs Debian 12's python3 (3.11) with python3-cryptography (38.0.4) and the openssl command (3.0), which it runs as a
# cross-check. The requests below were made once with openssl 3.0 (`openssl req -new …`, keys thrown away): RSA 2048
# with SANs (IPv4, IPv6, email, URI, a UPN otherName), EC P-256 with a UTF-8 locality, Ed25519 under the "NEW
# CERTIFICATE REQUEST" label, RSA 3072 signed with RSASSA-PSS (SHA-256, salt 32; given as bare Base64 DER), a P-384
# request whose subject CN was altered after signing (signature invalid), and an RSA 1024 / SHA-1 request with a
# challengePassword. Everything is read with cryptography (x509.load_pem_x509_csr / load_der_x509_csr,
# is_signature_valid, the subject, the extensions, the key) and the standard library (hashlib, ipaddress); the subject
# string is composed here (RDNs as stored, OpenSSL's RFC 2253 escaping) and checked against
# `openssl req -subject -nameopt esc_2253,esc_ctrl,utf8,sep_comma_plus_space,sname`; validity against
# `openssl req -verify`; the RSASSA-PSS parameters are read from `openssl req -text`.
import base64
import hashlib
import json
import re
import subprocess

from cryptography import x509
from cryptography.hazmat.primitives.asymmetric import dsa, ec, ed448, ed25519, rsa
from cryptography.hazmat.primitives.serialization import Encoding
from cryptography.x509.oid import ExtensionOID, NameOID

RSA_2048 = """\
-----BEGIN CERTIFICATE REQUEST-----
MIIDuTCCAqECAQAwgakxCzAJBgNVBAYTAlVTMRMwEQYDVQQIDApDYWxpZm9ybmlh
MRYwFAYDVQQHDA1TYW4gRnJhbmNpc2NvMRUwEwYDVQQKDAxFeGFtcGxlIENvcnAx
DDAKBgNVBAsMA1dlYjEMMAoGA1UECwwDT3BzMRgwFgYDVQQDDA93d3cuZXhhbXBs
ZS5jb20xIDAeBgkqhkiG9w0BCQEWEWFkbWluQGV4YW1wbGUuY29tMIIBIjANBgkq
hkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvvWuFY187ZJN7afJkeT8z8Y2k4F5ZIwF
UXatcDEtge/MUdodiPSQ3zrY+XE+ujVLh0r6+sTyfOkiZVBuq58hsRzJEf2vBlPx
y2ADcVDQrRPyjcMcm/4UOOl8Ykuhd4nDlN7FOc8/fnsRx06bDeJ22dQGeOhgmCzt
bAdR1QbpGrqGUVGhEjKAdRZiX4lqmvonKNmglE8hDGm9p/o0XYc8IsH/aRKvH5Ec
VE7diM2E+x53/Nvx5lbtnSVpwacyfkfq04DnvxAlqPsYclZL28GsVmyxZKhTk8OH
X7617uA33SZtdabf5R6cDpYEYkZoeCdaWGxcKmQsqE9Hsiguze32PwIDAQABoIHJ
MIHGBgkqhkiG9w0BCQ4xgbgwgbUwgY0GA1UdEQSBhTCBgoIPd3d3LmV4YW1wbGUu
Y29tggtleGFtcGxlLmNvbYcEwAACCocQIAENuAAAAAAAAAAAAAAAAYERYWRtaW5A
ZXhhbXBsZS5jb22GFGh0dHBzOi8vZXhhbXBsZS5jb20voCEGCisGAQQBgjcUAgOg
EwwRYWRtaW5AZXhhbXBsZS5jb20wDgYDVR0PAQH/BAQDAgWgMBMGA1UdJQQMMAoG
CCsGAQUFBwMBMA0GCSqGSIb3DQEBCwUAA4IBAQCHwgRrJLjhxaPAZ6niDuHBfk12
2rzOwLmpCJa4+EaonjKN3QvlmHx5M67nYlRevkRZRKBczxopp98a8N+ORVu/kkZJ
i3VAZu41x3XKSRhaJQhVbm+82dlHGDy9X33HJai90VWA06MSpfknZ6PqvC7ZDtAB
bfKGipIZZUolv/40pomjOV+EmV+iC5epaTRLSwGl+dHsQIeaZ4Jk6oiqZep734/E
uQbJob/OW10EKpZHVodBpy2lQzu3gGivnDmGFEOzD3hs1A+GoMIeOv6NWgAgg3IW
5szSQzW6J41jZvyH8qHPEwYSDPi/l2P9yaVMbwmhIJt5SVbs0i2EOv39o3AD
-----END CERTIFICATE REQUEST-----
"""

EC_P256 = """\
-----BEGIN CERTIFICATE REQUEST-----
MIIBWTCB/wIBADBSMQswCQYDVQQGEwJERTERMA8GA1UEBwwITcO8bmNoZW4xFjAU
BgNVBAoMDUJlaXNwaWVsIEdtYkgxGDAWBgNVBAMMD2FwaS5iZWlzcGllbC5kZTBZ
MBMGByqGSM49AgEGCCqGSM49AwEHA0IABLGz3e83gwvEYi1JozlOqt+YSAwX+Vba
eWmAZFRuSigP06zdMx1D63Lw/GdTsYb8XyfTjJOSLBa9E7a4CrZNJ2OgSzBJBgkq
hkiG9w0BCQ4xPDA6MC0GA1UdEQQmMCSCD2FwaS5iZWlzcGllbC5kZYIRKi5hcGku
YmVpc3BpZWwuZGUwCQYDVR0TBAIwADAKBggqhkjOPQQDAgNJADBGAiEAiMwu8t1K
zb7FQhrdjudMoXrZYSXfZuGZfBYxouBeBFoCIQC7rSlR9l2IKJsg5ZM87Nkcmgvb
NZ7+WImIX4MotVSvpQ==
-----END CERTIFICATE REQUEST-----
"""

ED25519_NEW = """\
-----BEGIN NEW CERTIFICATE REQUEST-----
MIH1MIGoAgEAMDwxJDAiBgNVBAMMG2RldmljZS0wMDQyLmlvdC5leGFtcGxlLm5l
dDEUMBIGA1UECgwLRXhhbXBsZSBJb1QwKjAFBgMrZXADIQCl/SNcxQp9cCoGYTmj
FS3E0ElqEssUDlZYOKZL3HHN1qA5MDcGCSqGSIb3DQEJDjEqMCgwJgYDVR0RBB8w
HYIbZGV2aWNlLTAwNDIuaW90LmV4YW1wbGUubmV0MAUGAytlcANBAFkVFAtg2XEX
qRv3UyFXerKX5CSvI/z3Rq01kU6yKzcZksjtThf01QeiPNWFfs2821HEbfzDvcRY
wjRaOHjmZQw=
-----END NEW CERTIFICATE REQUEST-----
"""

RSA_PSS_3072 = """\
-----BEGIN CERTIFICATE REQUEST-----
MIID+TCCAi0CAQAwPzELMAkGA1UEBhMCR0IxFDASBgNVBAoMC0V4YW1wbGUgTHRk
MRowGAYDVQQDDBF2cG4uZXhhbXBsZS5jby51azCCAaIwDQYJKoZIhvcNAQEBBQAD
ggGPADCCAYoCggGBAPjSfSE5swpkK+PB3f0uxso0jtGCuuvDCQqynYwymHvl/BTL
cirRLKkHJUxA7z0fV+3tHKJ6Se0oti+yw6jLeeUG/L4EMWjExAqSEWJAwH21JyuA
/DTX0dsB1hItvCjC8DFNzcS0gztDyyBtU2v7Gpr++X+1k4OaB9h1iKdfwwBQXr3j
E+q8f2e6v1Pa6SX/XUAhT72i/WG3GlgzN4MaDHs7CC9LxzFyiqiaKqW6pbo9MyI+
jASlArDEUZvjlaOLrldIP5hDvuh4yJ0rdJBkAYNHNuLklxuEZ8V5rbRVzuh+y153
UZiyjYGthQVIiSzGMI77qRtdbX9rysgnERIPj4PyNcUyns7euLJVbs8JN6RPrACn
v5MNVW2cjbkWcDM+DK/vFxUcZQrYIvlEa9obzOCVoz9WrXHcPBCkByv8ZDvujsZW
DbidIPmS4q5xRb8y08IJbWb1h6tZAM21AH3Y/A76U6HuCaKgkyRjlCqYA8sX43Ga
JPZxIecVBbhciu9E+wIDAQABoEEwPwYJKoZIhvcNAQkOMTIwMDAuBgNVHREEJzAl
ghF2cG4uZXhhbXBsZS5jby51a4cQIAENuIWjAAAAAIouA3BzNDBBBgkqhkiG9w0B
AQowNKAPMA0GCWCGSAFlAwQCAQUAoRwwGgYJKoZIhvcNAQEIMA0GCWCGSAFlAwQC
AQUAogMCASADggGBAODf4NXatmcQOfMsElTV6mjonnnRzJ0CNg9JAOdL3AI6c6CX
c4yCiRv8NOmU3zTIEKWiJuJAiR987/CmvdCWCM7TLHVlh71zs4rt6ywOQwkizNDu
J54W0Pm9AmBc+uvJoE+pcMKmrkAgMVRhrNLoGo+IfLf80RRCgB63sFKrsOTq/jDk
ng1JdyFgNjIKLleunbtAj9XS6bch0V9tPqttDEhQVzVUaz0oHFrcG0TRqKFUxw6+
4v0SnadK8tTc6Ar3H7KqHpoc5+NwjgmJDgA1SlqhgbEM3XgVzLbYdUQKzjHF2Ng2
wf3hKyl5XB8Ckfk/uEdPTRdNzzPiiUzAf7rNQ4efb+lKqDuSDtAhpCNkdI3Tg4+U
9bvN055BI0Idu+TwivuCPkfCcsc2SKJ9LrGmlsie6qin4AKQHDZwZ0+dh6UXcAus
eU5PcXpAF3ed+tHvRIGe77C0hx5lx4XazFkno27cZTvHkN91LckQEcSnctdoadIL
el72/gotad4ykvSkXA==
-----END CERTIFICATE REQUEST-----
"""

P384_TAMPERED = """\
-----BEGIN CERTIFICATE REQUEST-----
MIIBZTCB7AIBADA/MQswCQYDVQQGEwJVUzEVMBMGA1UECgwMRXhhbXBsZSBDb3Jw
MRkwFwYDVQQDDBBtYWlsLmV4YW1wMWUuY29tMHYwEAYHKoZIzj0CAQYFK4EEACID
YgAEgSL+8xySTEgCghOJxFYwTzM3D8EFWhKakLNTt55vxodwY/u41rMOf2Upibic
OBevqRvCuwyeniVsRyXAeSQSaKrElJcHh1EWC8TwDmVeRZRXUhDWcasgj+t7tfaI
O0yFoC4wLAYJKoZIhvcNAQkOMR8wHTAbBgNVHREEFDASghBtYWlsLmV4YW1wbGUu
Y29tMAoGCCqGSM49BAMDA2gAMGUCMQD+8sYT8TmgY23JozAm0VaOblzUDLiR5HmL
6kk4B9uE9LC68uK6nKNTVX3LLQs5YDMCMHwvSPnjOE9Nf/NkG+1eWTNz3XK4tksm
8bM6ZJZ2+n06Tyy698oLhK+MUsF308jzpw==
-----END CERTIFICATE REQUEST-----
"""

RSA_1024_SHA1 = """\
-----BEGIN CERTIFICATE REQUEST-----
MIIBqDCCARECAQAwTDELMAkGA1UEBhMCVVMxGzAZBgNVBAoMEkxlZ2FjeSBTeXN0
ZW1zIEluYzEgMB4GA1UEAwwXaW50cmFuZXQubGVnYWN5LmV4YW1wbGUwgZ8wDQYJ
KoZIhvcNAQEBBQADgY0AMIGJAoGBAN/vVQEo1aFkBTh0A2iB05+eOsra+0dLE3SF
jixgb+bn+O8mMaIuAXsMSQ3QxCtKa4dozE20eYwUC7gSHsl5bLEDbqaFaK+wSbPj
IBDCYLYKDU6a8IsvtY14aoBE4+kPwiaOquGGYVUefONmhSJr/GGTXZwzLqMv5thn
VdeqKGjTAgMBAAGgHDAaBgkqhkiG9w0BCQcxDQwLczNjcmV0LXBhc3MwDQYJKoZI
hvcNAQEFBQADgYEAy9F65gBc1uI96euClG1O3yKKqCNV5i+IzXxtMSsv1RrEMlv+
YQfdGuYzW8vtHJqUk9YNgAqi/RI1qakj5qYUU+OZ4ZEQXOBlzgprt8jPriCemIi/
VUHRNNzYC97H16AcqYFxK+dT0q1dnmaEXc7VHa6nstSnF/G03Wnvd1dXSR8=
-----END CERTIFICATE REQUEST-----
"""

# Names as OpenSSL prints them, for the OIDs met here (unknown OIDs would print dotted).
SHORT_NAMES = {
    "2.5.4.3": "CN", "2.5.4.6": "C", "2.5.4.7": "L", "2.5.4.8": "ST", "2.5.4.10": "O", "2.5.4.11": "OU",
    "2.5.4.5": "serialNumber", "1.2.840.113549.1.9.1": "emailAddress", "0.9.2342.19200300.100.1.25": "DC",
}
EXTENSION_NAMES = {
    "2.5.29.17": "subjectAltName", "2.5.29.15": "keyUsage", "2.5.29.37": "extendedKeyUsage", "2.5.29.19": "basicConstraints",
    "2.5.29.14": "subjectKeyIdentifier",
}
SIGNATURE_NAMES = {
    "1.2.840.113549.1.1.5": "sha1WithRSAEncryption", "1.2.840.113549.1.1.11": "sha256WithRSAEncryption",
    "1.2.840.10045.4.3.2": "ecdsa-with-SHA256", "1.2.840.10045.4.3.3": "ecdsa-with-SHA384", "1.3.101.112": "Ed25519",
}
OPENSSL_CURVES = {"secp256r1": "prime256v1", "secp384r1": "secp384r1", "secp521r1": "secp521r1"}
FIELDS = [("CN", NameOID.COMMON_NAME), ("O", NameOID.ORGANIZATION_NAME), ("OU", NameOID.ORGANIZATIONAL_UNIT_NAME),
          ("C", NameOID.COUNTRY_NAME), ("ST", NameOID.STATE_OR_PROVINCE_NAME), ("L", NameOID.LOCALITY_NAME),
          ("emailAddress", NameOID.EMAIL_ADDRESS)]


def escape(value):
    """ASN1_STRFLGS_ESC_2253 | ESC_CTRL: ,+"\\<>; escaped; # or space first, space last; controls as \\XX."""
    out = []
    for i, ch in enumerate(value):
        if ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append("\\%02X" % ord(ch))
        elif ch in ',+"\\<>;' or (i == 0 and ch in "# ") or (i == len(value) - 1 and ch == " "):
            out.append("\\" + ch)
        else:
            out.append(ch)
    return "".join(out)


def dn(name):
    return ", ".join(" + ".join(f"{SHORT_NAMES.get(a.oid.dotted_string, a.oid.dotted_string)}={escape(a.value)}" for a in rdn)
                     for rdn in name.rdns)


def openssl(pem, *args):
    return subprocess.run(["openssl", "req", "-noout", *args], input=pem.encode(), capture_output=True)


def der_string(value):
    """The text of a DER UTF8String / IA5String (an otherName's value)."""
    tag, length = value[0], value[1]
    assert tag in (0x0C, 0x16) and length < 0x80 and len(value) == 2 + length
    return value[2:].decode("utf-8")


def general_name(name):
    if isinstance(name, x509.DNSName):
        return {"type": "DNS", "value": name.value}
    if isinstance(name, x509.IPAddress):
        return {"type": "IP", "value": str(name.value)}
    if isinstance(name, x509.RFC822Name):
        return {"type": "email", "value": name.value}
    if isinstance(name, x509.UniformResourceIdentifier):
        return {"type": "URI", "value": name.value}
    if isinstance(name, x509.DirectoryName):
        return {"type": "directoryName", "value": dn(name.value)}
    if isinstance(name, x509.RegisteredID):
        return {"type": "registeredID", "value": name.value.dotted_string}
    if isinstance(name, x509.OtherName):
        return {"type": "otherName", "value": f"{name.type_id.dotted_string};{der_string(name.value)}"}
    raise ValueError(name)


def public_key(csr):
    key = csr.public_key()
    if isinstance(key, rsa.RSAPublicKey):
        return {"algorithm": "rsa", "size": key.key_size, "curve": None}
    if isinstance(key, ec.EllipticCurvePublicKey):
        return {"algorithm": "ec", "size": key.curve.key_size, "curve": OPENSSL_CURVES[key.curve.name]}
    if isinstance(key, ed25519.Ed25519PublicKey):
        return {"algorithm": "ed25519", "size": 256, "curve": None}
    if isinstance(key, ed448.Ed448PublicKey):
        return {"algorithm": "ed448", "size": 448, "curve": None}
    if isinstance(key, dsa.DSAPublicKey):
        return {"algorithm": "dsa", "size": key.key_size, "curve": None}
    raise ValueError(key)


def signature_algorithm(csr, pem):
    oid = csr.signature_algorithm_oid.dotted_string
    if oid != "1.2.840.113549.1.1.10":
        digest = csr.signature_hash_algorithm  # None for Ed25519
        return SIGNATURE_NAMES[oid], digest.name if digest else None
    text = openssl(pem, "-text").stdout.decode()
    block = text[text.index("Signature Algorithm: rsassaPss"):]
    hash_name = re.search(r"Hash Algorithm: (\w+)", block).group(1)
    assert re.search(r"Mask Algorithm: mgf1 with (\w+)", block).group(1) == hash_name
    salt = int(re.search(r"Salt Length: 0x([0-9a-fA-F]+)", block).group(1), 16)
    label = {"sha256": "SHA-256", "sha384": "SHA-384", "sha512": "SHA-512"}[hash_name]
    return f"RSASSA-PSS ({label}, salt {salt})", hash_name


def decode(text):
    bare = "-----" not in text
    if bare:
        der = base64.b64decode(text)
        csr = x509.load_der_x509_csr(der)
        body = "\n".join(text[i:i + 64] for i in range(0, len(text), 64))
        pem = f"-----BEGIN CERTIFICATE REQUEST-----\n{body}\n-----END CERTIFICATE REQUEST-----\n"
    else:
        pem = re.sub(r"(BEGIN|END) NEW CERTIFICATE REQUEST", r"\1 CERTIFICATE REQUEST", text)
        csr = x509.load_pem_x509_csr(pem.encode())
        der = base64.b64decode("".join(pem.strip().splitlines()[1:-1]))
    assert csr.public_bytes(Encoding.DER) == der

    subject = dn(csr.subject)
    printed = openssl(pem, "-subject", "-nameopt", "esc_2253,esc_ctrl,utf8,sep_comma_plus_space,sname").stdout.decode()
    assert printed == f"subject={subject}\n", (printed, subject)

    valid = csr.is_signature_valid
    verify = openssl(pem, "-verify")
    said = (verify.stdout + verify.stderr).decode()  # openssl 3.0 exits 0 either way: read its verdict
    assert ("self-signature verify OK" in said) == valid and ("verify failure" in said) == (not valid), said

    fields = {}
    for field, oid in FIELDS:
        values = [a.value for a in csr.subject.get_attributes_for_oid(oid)]
        fields[field] = "; ".join(values) if values else None

    extensions, sans = [], []
    for ext in csr.extensions:
        oid = ext.oid.dotted_string
        extensions.append({"oid": oid, "name": EXTENSION_NAMES.get(oid, oid), "critical": ext.critical})
        if ext.oid == ExtensionOID.SUBJECT_ALTERNATIVE_NAME:
            sans = [general_name(n) for n in ext.value]

    key = public_key(csr)
    algorithm, hash_name = signature_algorithm(csr, pem)
    warnings = []
    if any(a.oid.dotted_string == "1.2.840.113549.1.9.7" for a in csr.attributes):
        warnings.append("The request carries a challengePassword attribute, which anyone reading the request can see in clear.")
    if not valid:
        warnings.append("The signature does not verify with the request's own key: the request was altered or is corrupt.")
    if hash_name in ("md5", "sha1"):
        warnings.append(f"The request is signed with {'MD5' if hash_name == 'md5' else 'SHA-1'}, which is broken for signatures; CAs refuse it.")
    if key["algorithm"] == "rsa" and key["size"] < 2048:
        warnings.append(f"The {key['size']}-bit RSA key is below the 2048 bits CAs require.")
    digest = hashlib.sha256(der).hexdigest().upper()
    return {
        "subject": subject,
        "subjectFields": fields,
        "subjectAlternativeNames": sans,
        "publicKey": key,
        "signatureAlgorithm": algorithm,
        "signatureValid": valid,
        "extensions": extensions,
        "fingerprintSha256": ":".join(digest[i:i + 2] for i in range(0, len(digest), 2)),
        "warnings": warnings,
    }


def bare(pem):
    return "".join(pem.strip().splitlines()[1:-1])


cases = [RSA_2048, EC_P256, ED25519_NEW, bare(RSA_PSS_3072), P384_TAMPERED, RSA_1024_SHA1]
print(json.dumps([{"inputs": {"csr": c}, "result": decode(c)} for c in cases], indent=2, ensure_ascii=False))

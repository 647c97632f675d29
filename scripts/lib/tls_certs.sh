#!/usr/bin/env bash
# Certificates for the TLS tests and benchmarks, made fresh in DIR (nothing is reused):
#
#   bash scripts/lib/tls_certs.sh DIR
#
#   DIR/ca.pem, ca.key           the test CA
#   DIR/server.pem, server.key   the server's certificate from that CA, for 127.0.0.1 and
#                                localhost (subjectAltName IP and DNS)
#   DIR/wronghost.pem, .key      from that CA, for db.invalid only (a host name mismatch)
#   DIR/expired.pem, .key        from that CA, for 127.0.0.1 and localhost, expired in 2020
#   DIR/other-ca.pem             another CA, which signed none of these (a wrong CA)
#   DIR/client.pem, client.key   a client certificate from the test CA (CN mysqlpool)
#
# MariaDB with TLS required, e.g.:
#   MARIADB_EXTRA_ARGS="--ssl-ca=DIR/ca.pem --ssl-cert=DIR/server.pem --ssl-key=DIR/server.key
#                       --require-secure-transport=ON" bash scripts/lib/mariadb.sh start DBDIR
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 DIR" >&2; exit 2; }
dir=$1
mkdir -p "$dir"
cd "$dir"
command -v openssl >/dev/null || { echo "tls_certs.sh: openssl is missing" >&2; exit 1; }

ossl() { openssl "$@" 2>>openssl.log; }

ca() {  # NAME CN
  ossl req -x509 -newkey rsa:2048 -nodes -keyout "$1.key" -out "$1.pem" -days 3650 \
    -subj "/CN=$2" -addext "basicConstraints=critical,CA:TRUE" \
    -addext "keyUsage=critical,keyCertSign,cRLSign"
}
ca ca "mysqlpool test CA"
ca other-ca "mysqlpool other CA"

# `openssl ca` is the one command that sets any validity period (an expired one too).
mkdir -p ca.db
: > ca.db/index.txt
echo 1000 > ca.db/serial
cat > ca.cnf <<CNF
[ ca ]
default_ca = test_ca
[ test_ca ]
database = $PWD/ca.db/index.txt
serial = $PWD/ca.db/serial
new_certs_dir = $PWD/ca.db
certificate = $PWD/ca.pem
private_key = $PWD/ca.key
default_md = sha256
policy = any
unique_subject = no
copy_extensions = copy
[ any ]
commonName = supplied
CNF

leaf() {  # NAME CN SAN [START END]
  local name=$1 cn=$2 san=$3
  ossl req -newkey rsa:2048 -nodes -keyout "$name.key" -out "$name.csr" -subj "/CN=$cn" \
    -addext "subjectAltName=$san"
  if [ $# -ge 5 ]; then
    ossl ca -batch -config ca.cnf -in "$name.csr" -out "$name.pem" -notext \
      -startdate "$4" -enddate "$5"
  else
    ossl ca -batch -config ca.cnf -in "$name.csr" -out "$name.pem" -notext -days 3650
  fi
  rm -f "$name.csr"
}
leaf server 127.0.0.1 "IP:127.0.0.1,DNS:localhost"
leaf wronghost db.invalid "DNS:db.invalid"
leaf expired 127.0.0.1 "IP:127.0.0.1,DNS:localhost" 20200101000000Z 20200102000000Z
leaf client mysqlpool "DNS:mysqlpool"
chmod 600 ./*.key
echo "tls_certs.sh: made CA, server, wronghost, expired, other-ca and client in $PWD"

#!/bin/sh
# Restores one backup made by deploy/backup/backup.sh (deploy/RUNBOOK.md "Restoring"): `restore.sh <backup folder>`.
# The database goes into PGDATABASE, which must be new and empty (created by the runbook's step, owned by the tables'
# owner, who runs this: PGHOST, PGUSER, PGPASSWORD); the uploads are copied into S3_BUCKET (S3_ENDPOINT,
# S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), adding and replacing objects, never deleting one. Then run the release
# step, which grants the app's role again. The end-to-end restore drill runs this very file.
set -eu
backup=${1:?usage: restore.sh <backup folder>}
: "${PGHOST:?}" "${PGUSER:?}" "${PGDATABASE:?}" "${S3_ENDPOINT:?}" "${S3_BUCKET:?}"
[ -f "$backup/database.dump" ] || { echo "restore.sh: $backup holds no database.dump: not a backup made by backup.sh" >&2; exit 1; }
export AWS_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:?}" AWS_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:?}"
export AWS_DEFAULT_REGION="${S3_REGION:-us-east-1}" AWS_REQUEST_CHECKSUM_CALCULATION=when_required AWS_RESPONSE_CHECKSUM_VALIDATION=when_required

# Objects as the app stores them: cached for good (their URLs change with ?v= when replaced).
if [ -d "$backup/uploads" ]; then
  aws --endpoint-url "$S3_ENDPOINT" --only-show-errors s3 sync "$backup/uploads" "s3://$S3_BUCKET" \
    --cache-control "public, max-age=31536000, immutable"
fi
# Owned by whoever restores (the tables' owner); the grants to the app's role come back with the release step.
pg_restore --exit-on-error --no-owner --no-acl --no-password --dbname="$PGDATABASE" "$backup/database.dump"
echo "restore.sh: $backup restored into database $PGDATABASE and bucket $S3_BUCKET"
